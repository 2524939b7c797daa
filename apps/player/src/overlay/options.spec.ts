import { overlayOptions, partsOf } from './options';

describe('the overlay address', () => {
  it('reads the event, view, layout, decks, table and language, with defaults', () => {
    expect(overlayOptions('?event=abcde', 1080)).toEqual({
      event: 'ABCDE',
      view: 'match',
      size: 1080,
      decks: false,
      table: null,
      // No language asked: the event's own decides (overlay.ts).
      lang: null,
      theme: {},
    });
    expect(overlayOptions('?event=abcde&lang=en', 1080).lang).toBe('en');
    expect(overlayOptions('?event=abcde&lang=fr', 1080).lang).toBeNull();
    expect(overlayOptions('?event=abcde&view=ticker&size=720&decks=1&table=3&lang=ja', 1080)).toMatchObject({
      view: 'ticker',
      size: 720,
      decks: true,
      table: 3,
      lang: 'ja',
    });
  });

  it('takes the layout from the viewport without size: 1280×720 below 900 px high', () => {
    expect(overlayOptions('?event=a', 720).size).toBe(720);
    expect(overlayOptions('?event=a', 1080).size).toBe(1080);
    expect(overlayOptions('?event=a&view=nonsense&table=-1', 1080)).toMatchObject({ view: 'match', table: null });
  });

  it('sets theme variables from the address, refusing what could leave the declaration', () => {
    expect(overlayOptions('?event=a&accent=%23ff8800&bg=rgba(0,0,0,0.5)&font=Noto%20Sans%20JP', 1080).theme).toEqual({
      '--overlay-accent': '#ff8800',
      '--overlay-bg': 'rgba(0,0,0,0.5)',
      '--overlay-font': 'Noto Sans JP',
    });
    expect(overlayOptions('?event=a&fg=red;}body{display:none&bg=url(http://x)', 1080).theme).toEqual({});
  });

  it('reads the parts each view shows', () => {
    expect(partsOf('match')).toEqual(['feature']);
    expect(partsOf('bracket')).toEqual(['bracket']);
    expect(partsOf('ticker')).toEqual(['', 'standings']);
  });
});

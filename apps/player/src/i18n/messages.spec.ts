import { browserLanguage } from './language';
import { format, messages, splitTemplate } from './messages';

describe('player messages', () => {
  it('has the same keys and parameters in every language, none empty', () => {
    const params = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, english] of Object.entries(messages.en)) {
      const japanese = messages.ja[key as keyof typeof messages.en];
      expect(japanese.trim()).not.toBe('');
      expect(params(japanese)).toEqual(params(english));
    }
    expect(Object.keys(messages.ja).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('formats and splits templates', () => {
    expect(format('{event} / {name}', { event: 'FNM', name: 'Aki' })).toBe('FNM / Aki');
    expect(splitTemplate('You are registered for {event} as {name}.')).toEqual([
      { text: 'You are registered for ' },
      { param: 'event' },
      { text: ' as ' },
      { param: 'name' },
      { text: '.' },
    ]);
  });

  it('defaults to Japanese only for Japanese browsers', () => {
    expect(browserLanguage('ja-JP')).toBe('ja');
    expect(browserLanguage('ja')).toBe('ja');
    expect(browserLanguage('en-US')).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
  });
});

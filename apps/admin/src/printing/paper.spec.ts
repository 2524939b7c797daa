import { defaultPaper, rememberedPaper, rememberPaper } from './paper';

describe('print paper', () => {
  it("follows the event's locale first: a Tokyo event on a laptop set to US English prints on A4", () => {
    expect(defaultPaper({ name: 'FNM', venue: 'Hareruya Tokyo', locale: 'ja-JP' }, 'en-US')).toBe('A4');
    expect(defaultPaper({ name: 'FNM', venue: 'Seattle', locale: 'en-US' }, 'ja-JP')).toBe('Letter');
    expect(defaultPaper({ name: 'FNM', locale: 'de-DE' }, 'en-US')).toBe('A4');
  });

  it('is A4 for a venue in Japanese script when the event has no locale', () => {
    expect(defaultPaper({ name: 'Friday Night Magic', venue: '晴れる屋 東京' }, 'en-US')).toBe('A4');
    expect(defaultPaper({ name: '土曜スタンダード杯', venue: null }, 'en-US')).toBe('A4');
  });

  it('follows the browser region otherwise: Letter in the US, A4 in Europe and Japan', () => {
    expect(defaultPaper({ name: 'FNM', venue: 'Seattle' }, 'en-US')).toBe('Letter');
    expect(defaultPaper({ name: 'FNM', venue: 'Berlin' }, 'de-DE')).toBe('A4');
    expect(defaultPaper({ name: 'FNM', venue: 'London' }, 'en-GB')).toBe('A4');
    expect(defaultPaper({ name: 'FNM' }, 'ja')).toBe('A4');
    expect(defaultPaper({ name: 'FNM' }, undefined)).toBe('A4');
  });

  it('is remembered per event', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(rememberedPaper(storage, 'e1')).toBeNull();
    rememberPaper(storage, 'e1', 'Letter');
    expect(rememberedPaper(storage, 'e1')).toBe('Letter');
    expect(rememberedPaper(storage, 'e2')).toBeNull();
  });
});

import { generateAccessCode, generateEventCode, normalizeAccessCode } from './access-code';

describe('access codes', () => {
  it('are 8 unambiguous characters and differ between calls', () => {
    const codes = new Set(Array.from({ length: 200 }, generateAccessCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });

  it('event codes are 5 unambiguous characters, no 0/O/1/I/L', () => {
    const codes = Array.from({ length: 200 }, generateEventCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('normalize case, spaces and dashes', () => {
    expect(normalizeAccessCode(' abcd-ef 23 ')).toBe('ABCDEF23');
  });

  it('normalize full-width characters typed with a Japanese keyboard', () => {
    expect(normalizeAccessCode('ＪＧＡＴＫ')).toBe('JGATK');
    expect(normalizeAccessCode('ａｂｃｄ－ｅｆ\u3000２３')).toBe('ABCDEF23');
  });
});

import { hasLoneSurrogate, loneSurrogatePath } from './text';

describe('lone UTF-16 surrogates', () => {
  it('finds half of a pair, either half or in the wrong order, and lets a whole pair through', () => {
    expect(['a\uD800', '\uDC00b', '\uDC00\uD800'].map(hasLoneSurrogate)).toEqual([true, true, true]);
    expect(hasLoneSurrogate('😀 大会')).toBe(false);
  });

  it('names where in a parsed JSON value the broken string is, keys included', () => {
    expect(loneSurrogatePath({ players: [{ name: 'ok' }, { name: 'x\uD800' }] })).toBe('players[1].name');
    expect(loneSurrogatePath({ after: { ['k\uDC00']: 1 } })).toBe('after.(key)');
    expect(loneSurrogatePath({ players: [{ name: '😀' }] })).toBeNull();
  });
});

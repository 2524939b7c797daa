import { chooseEncoding } from './content-encoding';

describe('chooseEncoding (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
  ])('%p → %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

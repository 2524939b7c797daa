import { formatRate } from './rates';

describe('formatRate', () => {
  it('floors the exact fraction to four decimals', () => {
    expect(formatRate('2/3', 0.6667)).toBe('0.6666');
    expect(formatRate('37/60', 0.6166)).toBe('0.6166');
    expect(formatRate('1/3', 0.3333)).toBe('0.3333');
    expect(formatRate('1/1', 1)).toBe('1.0000');
    expect(formatRate('1', 1)).toBe('1.0000');
  });
  it('falls back to the float', () => {
    expect(formatRate(undefined, 0.45678)).toBe('0.4567');
  });
});

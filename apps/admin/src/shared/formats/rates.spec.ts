import { formatRate } from './rates';

describe('formatRate', () => {
  it('shows the exact fraction as a percentage floored to two decimals, as Melee publishes', () => {
    expect(formatRate('9/16', 0.5625)).toBe('56.25%');
    expect(formatRate('2/3', 0.6667)).toBe('66.66%');
    expect(formatRate('37/60', 0.6166)).toBe('61.66%');
    expect(formatRate('1/3', 0.3333)).toBe('33.33%');
    expect(formatRate('1/1', 1)).toBe('100.00%');
    expect(formatRate('1', 1)).toBe('100.00%');
  });
  it('falls back to the float', () => {
    expect(formatRate(undefined, 0.45678)).toBe('45.67%');
    expect(formatRate(null, 0.5625)).toBe('56.25%');
  });
});

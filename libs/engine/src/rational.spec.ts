import fc from 'fast-check';
import { add, compare, divide, equals, max, mean, multiply, rational, toFixed, toNumber, toString } from './rational';

describe('rational', () => {
  it.each([
    [2, 4, 1, 2],
    [-2, 4, -1, 2],
    [2, -4, -1, 2],
    [0, 5, 0, 1],
    [0, -5, 0, 1],
    [45, 15, 3, 1],
  ])('normalizes %i/%i to %i/%i', (num, den, expectedNum, expectedDen) => {
    expect(rational(num, den)).toEqual({ num: expectedNum, den: expectedDen });
  });

  it('rejects a zero denominator and non-integers', () => {
    expect(() => rational(1, 0)).toThrow(RangeError);
    expect(() => rational(0.5, 1)).toThrow(RangeError);
  });

  it('adds, multiplies and divides exactly', () => {
    expect(add(rational(1, 3), rational(1, 6))).toEqual(rational(1, 2));
    expect(add(rational(1, 3), rational(-1, 3))).toEqual(rational(0));
    expect(multiply(rational(2, 3), rational(9, 4))).toEqual(rational(3, 2));
    expect(divide(rational(1, 3), rational(2))).toEqual(rational(1, 6));
    expect(() => divide(rational(1), rational(0))).toThrow(RangeError);
  });

  it('compares by value', () => {
    expect(compare(rational(1, 3), rational(2, 6))).toBe(0);
    expect(compare(rational(1, 3), rational(33, 100))).toBeGreaterThan(0);
    expect(compare(rational(-1, 2), rational(1, 3))).toBeLessThan(0);
    expect(max(rational(1, 3), rational(1, 4))).toEqual(rational(1, 3));
    expect(max(rational(1, 5), rational(1, 4))).toEqual(rational(1, 4));
    expect(equals(rational(4, 6), rational(2, 3))).toBe(true);
  });

  it.each([
    [rational(829, 1344), 5, '0.61682'],
    [rational(829, 1344), 2, '0.62'],
    [rational(745, 1176), 5, '0.63350'],
    [rational(1, 3), 4, '0.3333'],
    [rational(2, 3), 3, '0.667'],
    [rational(1, 8), 2, '0.13'],
    [rational(-1, 8), 2, '-0.13'],
    [rational(-1, 1000), 2, '0.00'],
    [rational(7, 2), 0, '4'],
    [rational(1), 2, '1.00'],
  ])('toFixed(%o, %i) is %s', (value, digits, expected) => {
    expect(toFixed(value, digits)).toBe(expected);
  });

  it('converts for display', () => {
    expect(toNumber(rational(1, 4))).toBe(0.25);
    expect(toString(rational(6, 4))).toBe('3/2');
    expect(toString(rational(4, 2))).toBe('2');
  });

  it('stays exact beyond safe integers and comes back to numbers when it can', () => {
    const primes = [101, 103, 107, 109, 113, 127, 131, 137, 139, 149];
    let sum = rational(0);
    for (const p of primes) sum = add(sum, rational(1, p));
    expect(typeof sum.den).toBe('bigint');
    let back = sum;
    for (const p of primes) back = add(back, rational(-1, p));
    expect(back).toEqual({ num: 0, den: 1 });
    const big = rational(10n ** 20n, 3n * 10n ** 20n);
    expect(big).toEqual({ num: 1, den: 3 });
    // 1/101 + … is a little under 10 × 1/101 and more than 10 × 1/149.
    expect(compare(sum, rational(10, 101))).toBeLessThan(0);
    expect(compare(sum, rational(10, 149))).toBeGreaterThan(0);
  });

  it('mean matches repeated addition, also with indices and large denominators', () => {
    const values = [rational(1, 3), rational(7, 9), rational(2, 5)];
    expect(mean(values)).toEqual(rational(1 * 15 + 7 * 5 + 2 * 9, 45 * 3));
    expect(mean(values, [1, 1, 0])).toEqual(rational(7 + 7 + 3, 27));
    const primes = [rational(1, 9007199254740881), rational(1, 9007199254740847)];
    expect(mean(primes)).toEqual(divide(add(primes[0], primes[1]), rational(2)));
    expect(() => mean([])).toThrow(RangeError);
  });

  const smallRational = fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 })).map(([n, d]) => rational(n, d));

  it('agrees with floating point on small values', () => {
    fc.assert(
      fc.property(smallRational, smallRational, (a, b) => {
        expect(toNumber(add(a, b))).toBeCloseTo(toNumber(a) + toNumber(b), 9);
        expect(Math.sign(compare(a, b))).toBe(Math.sign(toNumber(a) - toNumber(b)));
      }),
    );
  });

  it('mean of many values equals the sum divided by the count', () => {
    fc.assert(
      fc.property(fc.array(smallRational, { minLength: 1, maxLength: 20 }), (values) => {
        let sum = rational(0);
        for (const value of values) sum = add(sum, value);
        expect(mean(values)).toEqual(divide(sum, rational(values.length)));
      }),
    );
  });
});

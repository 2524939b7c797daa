/**
 * Exact rationals for tiebreakers.
 *
 * Numerator and denominator are plain numbers while they stay safe integers (the usual case:
 * percentages have denominators like 3 × rounds) and switch to bigint only when a sum of many
 * different denominators would overflow. Values are always normalized: the denominator is
 * positive, the fraction is reduced, and a value that fits in safe integers is stored as numbers.
 * That makes structural equality (`num` and `den`) the same as numeric equality.
 */
export interface Rational {
  readonly num: number | bigint;
  readonly den: number | bigint;
}

export const ZERO: Rational = { num: 0, den: 1 };
export const ONE: Rational = { num: 1, den: 1 };

function gcdNumber(a: number, b: number): number {
  a = Math.abs(a);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function gcdBig(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function fromBig(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('Rational with zero denominator');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcdBig(num, den);
  num /= g;
  den /= g;
  const absNum = num < 0n ? -num : num;
  if (absNum <= MAX_SAFE && den <= MAX_SAFE) return { num: Number(num), den: Number(den) };
  return { num, den };
}

function fromSafe(num: number, den: number): Rational {
  if (den < 0) {
    num = -num;
    den = -den;
  }
  const g = gcdNumber(num, den);
  // `+ 0` turns -0 into 0 so that equal values are structurally equal.
  return { num: num / g + 0, den: den / g };
}

/** num / den, reduced. Both must be integers; den must not be zero. */
export function rational(num: number | bigint, den: number | bigint = 1): Rational {
  if (typeof num === 'number' && typeof den === 'number') {
    if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) {
      throw new RangeError(`Rational parts must be safe integers, got ${num}/${den}`);
    }
    if (den === 0) throw new RangeError('Rational with zero denominator');
    return fromSafe(num, den);
  }
  return fromBig(BigInt(num), BigInt(den));
}

function big(r: Rational): [bigint, bigint] {
  return [BigInt(r.num), BigInt(r.den)];
}

export function add(a: Rational, b: Rational): Rational {
  if (typeof a.num === 'number' && typeof a.den === 'number' && typeof b.num === 'number' && typeof b.den === 'number') {
    const g = gcdNumber(a.den, b.den);
    const den = (a.den / g) * b.den;
    const left = a.num * (b.den / g);
    const right = b.num * (a.den / g);
    const num = left + right;
    if (Number.isSafeInteger(den) && Number.isSafeInteger(left) && Number.isSafeInteger(right) && Number.isSafeInteger(num)) {
      return fromSafe(num, den);
    }
  }
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  return fromBig(an * bd + bn * ad, ad * bd);
}

export function multiply(a: Rational, b: Rational): Rational {
  if (typeof a.num === 'number' && typeof a.den === 'number' && typeof b.num === 'number' && typeof b.den === 'number') {
    const num = a.num * b.num;
    const den = a.den * b.den;
    if (Number.isSafeInteger(num) && Number.isSafeInteger(den)) return fromSafe(num, den);
  }
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  return fromBig(an * bn, ad * bd);
}

export function divide(a: Rational, b: Rational): Rational {
  if (b.num === 0 || b.num === 0n) throw new RangeError('Division of a rational by zero');
  return multiply(a, { num: b.den, den: b.num });
}

/** Negative when a < b, zero when equal, positive when a > b. */
export function compare(a: Rational, b: Rational): number {
  if (typeof a.num === 'number' && typeof a.den === 'number' && typeof b.num === 'number' && typeof b.den === 'number') {
    const left = a.num * b.den;
    const right = b.num * a.den;
    if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left - right;
  }
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  const diff = an * bd - bn * ad;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

export function max(a: Rational, b: Rational): Rational {
  return compare(a, b) >= 0 ? a : b;
}

/**
 * Exact mean of `values`, or of `values[i]` for each i in `indices` (repeats count each time).
 * The mean of nothing is left to callers: it throws here.
 */
export function mean(values: readonly Rational[], indices?: ArrayLike<number>): Rational {
  const count = indices ? indices.length : values.length;
  if (count === 0) throw new RangeError('Mean of no values');
  // Hot path of standings: sum over a common denominator without reducing after every term.
  let num = 0;
  let den = 1;
  for (let k = 0; k < count; k++) {
    const value = values[indices ? indices[k] : k];
    if (typeof value.num !== 'number' || typeof value.den !== 'number') return meanByAddition(values, indices);
    if (den % value.den === 0) {
      // The running denominator is already a multiple: no gcd needed.
      const term = value.num * (den / value.den);
      if (!Number.isSafeInteger(term)) return meanByAddition(values, indices);
      num += term;
    } else {
      const g = gcdNumber(den, value.den);
      const scale = value.den / g;
      const left = num * scale;
      const right = value.num * (den / g);
      if (!Number.isSafeInteger(left) || !Number.isSafeInteger(right)) return meanByAddition(values, indices);
      num = left + right;
      den *= scale;
    }
    if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) return meanByAddition(values, indices);
  }
  const meanDen = den * count;
  return Number.isSafeInteger(meanDen) ? fromSafe(num, meanDen) : fromBig(BigInt(num), BigInt(den) * BigInt(count));
}

function meanByAddition(values: readonly Rational[], indices?: ArrayLike<number>): Rational {
  const selected = indices ? Array.from(indices, (i) => values[i]) : values;
  let sum = ZERO;
  for (const value of selected) sum = add(sum, value);
  return divide(sum, rational(selected.length));
}

/** Nearest double; for display and charts only, never for ranking. */
export function toNumber(r: Rational): number {
  return Number(r.num) / Number(r.den);
}

/** Decimal string with `digits` places, rounded half away from zero, computed exactly. */
export function toFixed(r: Rational, digits: number): string {
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`Invalid digit count ${digits}`);
  const [num, den] = big(r);
  const negative = num < 0n;
  const scaled = (negative ? -num : num) * 10n ** BigInt(digits);
  let units = scaled / den;
  if ((scaled % den) * 2n >= den) units += 1n;
  const text = units.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  const sign = negative && units !== 0n ? '-' : '';
  return digits === 0 ? sign + whole : `${sign}${whole}.${fraction}`;
}

/** "n/d" (or "n" for integers), for messages and debugging. */
export function toString(r: Rational): string {
  return r.den === 1 || r.den === 1n ? `${r.num}` : `${r.num}/${r.den}`;
}

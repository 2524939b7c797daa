import { seededRandom, shuffled } from './prng';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom('event-42/round-1');
    const b = seededRandom('event-42/round-1');
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
  });

  it('differs between seeds and stays in [0, 1)', () => {
    const a = Array.from({ length: 100 }, seededRandom('a'));
    const b = Array.from({ length: 100 }, seededRandom('b'));
    expect(a).not.toEqual(b);
    for (const x of [...a, ...b]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = ['a', 'b', 'c', 'd', 'e', 'f'];
    const out = shuffled(input, seededRandom('x'));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('reaches every position (no fixed first element)', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 200; i++) firsts.add(shuffled(['a', 'b', 'c', 'd'], seededRandom(`s${i}`))[0]);
    expect(firsts.size).toBe(4);
  });
});

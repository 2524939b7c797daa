import type { Candidate } from './candidate';
import { pairInWindows } from './windows';

const c = (id: string, points: number, rank: number): Candidate => ({ id, points, rank, byes: 0 });

describe('pairInWindows', () => {
  const order = [
    ...Array.from({ length: 9 }, (_, i) => c(`nine${i}`, 9, i)),
    ...Array.from({ length: 10 }, (_, i) => c(`six${i}`, 6, 9 + i)),
    ...Array.from({ length: 6 }, (_, i) => c(`three${i}`, 3, 19 + i)),
  ];

  it('pairs everyone once with small windows, floating the odd player down', () => {
    const pairs = pairInWindows(order, () => false, 6);
    const seen = pairs.flatMap(([a, b]) => (b ? [a.id, b.id] : [a.id]));
    expect(new Set(seen).size).toBe(order.length);
    expect(seen).toHaveLength(order.length);
    expect(pairs.filter(([, b]) => b === null).map(([a]) => a.id)).toEqual(['three5']);
    const pairDowns = pairs.filter(([a, b]) => b && a.points !== b.points);
    expect(pairDowns).toHaveLength(2); // 9 -> 6, then the 6 group is odd: 6 -> 3
  });

  it('is one exact solve when the window covers everyone', () => {
    const pairs = pairInWindows(order.slice(0, 4), () => false, 4);
    expect(pairs).toHaveLength(2);
  });
});

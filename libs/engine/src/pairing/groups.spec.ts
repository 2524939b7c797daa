import type { Candidate } from './candidate';
import { reduceLargeGroups } from './groups';

const c = (id: string, points: number, rank: number): Candidate => ({ id, points, rank, byes: 0 });

describe('reduceLargeGroups', () => {
  const nine = Array.from({ length: 11 }, (_, i) => c(`n${i}`, 9, i));
  const six = Array.from({ length: 3 }, (_, i) => c(`s${i}`, 6, 11 + i));
  const order = [...nine, ...six];
  const nobodyPlayed = (): boolean => false;

  it('settles large groups down to the reserve, keeping the settled part even', () => {
    const { pairs, rest } = reduceLargeGroups(order, nobodyPlayed, 4, six[2]);
    expect(pairs).toHaveLength(3);
    for (const [a, b] of pairs) expect(a.points).toBe(b?.points);
    expect(rest.filter((x) => x.points === 9)).toHaveLength(5);
    expect(rest.filter((x) => x.points === 6)).toEqual(six);
  });

  it('never settles the player kept for the bye', () => {
    const { pairs, rest } = reduceLargeGroups(order, nobodyPlayed, 2, nine[0]);
    expect(rest).toContain(nine[0]);
    expect(pairs.flat()).not.toContain(nine[0]);
  });

  it('leaves players it cannot pair without a rematch to the search', () => {
    const hub = nine[0];
    const playedHub = (a: Candidate, b: Candidate): boolean => a === hub || b === hub;
    const { pairs, rest } = reduceLargeGroups(order, playedHub, 4, six[2]);
    expect(pairs.flat()).not.toContain(hub);
    expect(rest).toContain(hub);
    expect(pairs.length * 2 + rest.length).toBe(order.length);
  });
});

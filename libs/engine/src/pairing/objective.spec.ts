import type { Candidate } from './candidate';
import { compareObjectives, pairingObjective } from './objective';

const c = (id: string, points: number, rank: number, byes = 0): Candidate => ({ id, points, rank, byes });

describe('pairingObjective', () => {
  it('counts rematches, the bye, the largest gap and the squared gaps', () => {
    const [a, b, d, e, f] = [c('a', 6, 0), c('b', 3, 1), c('d', 3, 2), c('e', 0, 3, 1), c('f', 0, 4)];
    const played = (x: Candidate, y: Candidate): boolean => x === b || y === b;
    expect(
      pairingObjective(
        [
          [a, d],
          [b, f],
          [e, null],
        ],
        played,
        [a, b, d, e, f],
      ),
    ).toEqual([1, 1, 0, 3, 18]);
    expect(
      pairingObjective(
        [
          [a, b],
          [d, e],
          [f, null],
        ],
        () => false,
        [a, b, d, e, f],
      ),
    ).toEqual([0, 0, 0, 3, 18]);
  });

  it('prefers two pair-downs to the adjacent groups over one across a group', () => {
    const [six, t1, t2, one] = [c('six', 6, 0), c('t1', 3, 1), c('t2', 3, 2), c('one', 1, 3)];
    const everyone = [six, t1, t2, one];
    const nearest = pairingObjective(
      [
        [six, t1],
        [t2, one],
      ],
      () => false,
      everyone,
    );
    const across = pairingObjective(
      [
        [six, one],
        [t1, t2],
      ],
      () => false,
      everyone,
    );
    expect([nearest, across]).toEqual([
      [0, 0, 0, 3, 13],
      [0, 0, 0, 5, 25],
    ]);
    expect(compareObjectives(nearest, across)).toBeLessThan(0);
  });
});

describe('compareObjectives', () => {
  it('orders lexicographically', () => {
    expect(compareObjectives([0, 0, 0, 5, 9], [1, 0, 0, 0, 0])).toBeLessThan(0);
    expect(compareObjectives([0, 0, 1, 0, 0], [0, 0, 0, 3, 3])).toBeGreaterThan(0);
    expect(compareObjectives([0, 0, 0, 3, 27], [0, 0, 0, 5, 25])).toBeLessThan(0);
    expect(compareObjectives([0, 0, 0, 1, 1], [0, 0, 0, 1, 1])).toBe(0);
  });
});

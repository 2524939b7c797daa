import type { Candidate } from './candidate';
import { preferredByeRecipient, solveSubproblem } from './subproblem';

const c = (id: string, points: number, rank: number, byes = 0): Candidate => ({ id, points, rank, byes });
const ids = (pairs: readonly (readonly [Candidate, Candidate])[]): string[][] => pairs.map(([a, b]) => [a.id, b.id].sort());

describe('preferredByeRecipient', () => {
  it('takes the lowest ranked without a bye, else the lowest ranked', () => {
    const [a, b, z] = [c('a', 3, 0), c('b', 0, 1), c('z', 0, 2, 1)];
    expect(preferredByeRecipient([a, b, z])).toBe(b);
    expect(preferredByeRecipient([z])).toBe(z);
  });
});

describe('solveSubproblem', () => {
  it('pairs in order when that is free', () => {
    const m = [c('a', 3, 0), c('b', 3, 1), c('d', 0, 2), c('e', 0, 3)];
    expect(ids(solveSubproblem(m, { kind: 'bye' }, () => false).pairs)).toEqual([['a', 'b'], ['d', 'e']]);
  });

  it('falls back to the matching to avoid a rematch, and gives the preferred bye', () => {
    const m = [c('a', 3, 0), c('b', 3, 1), c('d', 3, 2), c('e', 3, 3), c('f', 0, 4)];
    const played = (x: Candidate, y: Candidate): boolean => [x.id, y.id].sort().join() === 'a,b';
    const solved = solveSubproblem(m, { kind: 'bye' }, played);
    expect(solved.single?.id).toBe('f');
    expect(ids(solved.pairs).some(([x, y]) => x === 'a' && y === 'b')).toBe(false);
  });

  it('floats the player whose next opponent is closest in points', () => {
    const m = [c('a', 6, 0), c('b', 6, 1), c('d', 3, 2)];
    const solved = solveSubproblem(m, { kind: 'float', nextPoints: 3 }, () => false);
    expect(solved.single?.id).toBe('d');
  });
});

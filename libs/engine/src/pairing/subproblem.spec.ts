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
    expect(ids(solveSubproblem(m, { kind: 'bye' }, () => false).pairs)).toEqual([
      ['a', 'b'],
      ['d', 'e'],
    ]);
  });

  it('falls back to the matching to avoid a rematch, and gives the preferred bye', () => {
    const m = [c('a', 3, 0), c('b', 3, 1), c('d', 3, 2), c('e', 3, 3), c('f', 0, 4)];
    const played = (x: Candidate, y: Candidate): boolean => [x.id, y.id].sort().join() === 'a,b';
    const solved = solveSubproblem(m, { kind: 'bye' }, played);
    expect(solved.single?.id).toBe('f');
    expect(ids(solved.pairs).some(([x, y]) => x === 'a' && y === 'b')).toBe(false);
  });

  it('goes to the nearest group: an odd 6-point player meets a 3-point one, not a 1-point one', () => {
    const m = [c('six', 6, 0), c('t1', 3, 1), c('t2', 3, 2), c('t3', 3, 3), c('t4', 3, 4), c('o1', 1, 5)];
    const { pairs } = solveSubproblem(m, { kind: 'bye' }, () => false);
    const gaps = pairs.map(([a, b]) => Math.abs(a.points - b.points)).sort();
    expect(gaps).toEqual([0, 2, 3]);
  });

  it('minimises the largest gap before the sum of squared gaps', () => {
    // The 4-point players have met. Smallest squares: 7-6, 4-3, 4-0 (1 + 1 + 16 = 18, largest 4);
    // smallest largest gap: 7-4, 6-4, 3-0 (9 + 4 + 9 = 22, largest 3).
    const m = [c('a', 7, 0), c('b', 6, 1), c('d', 4, 2), c('e', 4, 3), c('f', 3, 4), c('g', 0, 5)];
    const played = (x: Candidate, y: Candidate): boolean => [x.id, y.id].sort().join() === 'd,e';
    const solved = solveSubproblem(m, { kind: 'bye' }, played);
    expect(solved.pairs.map(([x, y]) => Math.abs(x.points - y.points)).sort()).toEqual([2, 3, 3]);
    expect(ids(solved.pairs)).toContainEqual(['f', 'g']);
  });

  it('floats the player whose next opponent is closest in points', () => {
    const m = [c('a', 6, 0), c('b', 6, 1), c('d', 3, 2)];
    const solved = solveSubproblem(m, { kind: 'float', nextPoints: 3 }, () => false);
    expect(solved.single?.id).toBe('d');
  });
});

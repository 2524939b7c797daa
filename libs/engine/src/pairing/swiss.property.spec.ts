import fc from 'fast-check';
import type { MatchRecord, Participant } from '../model';
import { pairSwissRound, SwissPairingRequest, SwissPairingResult } from './swiss';

/**
 * Property tests against exhaustive search over every pairing of up to 12 players.
 * The brute force below is written independently of the engine's cost model.
 */

type Objective = [rematches: number, repeatedBye: number, byeRank: number, pairDowns: number, gap: number];

function bruteForceBest(request: SwissPairingRequest): { best: Objective; rematchFree: boolean; cleanExists: boolean } {
  const active = request.participants.filter((p) => !p.dropped && !p.disqualified).map((p) => p.id);
  const rank = new Map(request.standings.map((s, i) => [s.id, i]));
  const points = new Map(request.standings.map((s) => [s.id, s.matchPoints]));
  const opponents = new Set<string>();
  const byes = new Map<string, number>();
  for (const m of request.history) {
    if (m.player2 === null) byes.set(m.player1, (byes.get(m.player1) ?? 0) + 1);
    else opponents.add(`${m.player1}|${m.player2}`).add(`${m.player2}|${m.player1}`);
  }
  let best: Objective | null = null;
  let rematchFree = false;
  let cleanExists = false;
  const less = (a: Objective, b: Objective): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
    return false;
  };
  const visit = (rest: string[], acc: Objective): void => {
    if (rest.length === 0) {
      if (acc[0] === 0) rematchFree = true;
      if (acc[0] === 0 && acc[1] === 0) cleanExists = true;
      if (best === null || less(acc, best)) best = [...acc];
      return;
    }
    const [a, ...others] = rest;
    if (rest.length % 2 === 1) {
      // `a` takes the bye; otherwise it is paired and the bye falls on a later player.
      const hadBye = (byes.get(a) ?? 0) > 0;
      const lower = active.filter((x) => (rank.get(x) as number) > (rank.get(a) as number) && ((byes.get(x) ?? 0) > 0) === hadBye).length;
      visit(others, [acc[0], hadBye ? 1 : 0, lower, acc[3], acc[4]]);
    }
    others.forEach((b, i) => {
      const remaining = others.filter((_, j) => j !== i);
      const gap = Math.abs((points.get(a) as number) - (points.get(b) as number));
      visit(remaining, [acc[0] + (opponents.has(`${a}|${b}`) ? 1 : 0), acc[1], acc[2], acc[3] + (gap > 0 ? 1 : 0), acc[4] + gap]);
    });
  };
  visit(active, [0, 0, 0, 0, 0]);
  return { best: best as unknown as Objective, rematchFree, cleanExists };
}

function engineObjective(request: SwissPairingRequest, result: SwissPairingResult): Objective {
  const rank = new Map(request.standings.map((s, i) => [s.id, i]));
  const byes = new Map<string, number>();
  for (const m of request.history) if (m.player2 === null) byes.set(m.player1, (byes.get(m.player1) ?? 0) + 1);
  const active = request.participants.filter((p) => !p.dropped && !p.disqualified).map((p) => p.id);
  let repeatedBye = 0;
  let byeRank = 0;
  for (const p of result.pairings) {
    if (p.player2 !== null) continue;
    const hadBye = (byes.get(p.player1) ?? 0) > 0;
    repeatedBye = hadBye ? 1 : 0;
    byeRank = active.filter((x) => (rank.get(x) as number) > (rank.get(p.player1) as number) && ((byes.get(x) ?? 0) > 0) === hadBye).length;
  }
  const m = result.metrics;
  return [m.rematches, repeatedBye, byeRank, m.pairDowns, m.totalPointGap];
}

/** A tournament after some random rounds (rematches allowed, to create hard cases). */
const tournament = fc
  .record({
    players: fc.integer({ min: 1, max: 12 }),
    rounds: fc.integer({ min: 1, max: 6 }),
    seed: fc.string({ maxLength: 8 }),
    randomness: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }),
  })
  .map(({ players, rounds, seed, randomness }): SwissPairingRequest => {
    let cursor = 0;
    const next = (n: number): number => randomness[cursor++ % randomness.length] % n;
    const ids = Array.from({ length: players }, (_, i) => `p${i}`);
    const participants: Participant[] = ids.map((id) => ({ id, dropped: next(10) === 0 }));
    const history: MatchRecord[] = [];
    const points = new Map(ids.map((id) => [id, 0]));
    for (let round = 1; round <= rounds; round++) {
      const pool = [...ids];
      while (pool.length > 1) {
        const a = pool.splice(next(pool.length), 1)[0];
        const b = pool.splice(next(pool.length), 1)[0];
        const outcome = next(5);
        history.push({ round, player1: a, player2: b, player1Wins: outcome < 2 ? 2 : 0, player2Wins: outcome >= 3 ? 2 : 0, draws: outcome === 2 ? 1 : 0 });
        points.set(a, (points.get(a) as number) + (outcome < 2 ? 3 : outcome === 2 ? 1 : 0));
        points.set(b, (points.get(b) as number) + (outcome >= 3 ? 3 : outcome === 2 ? 1 : 0));
      }
      if (pool.length === 1) {
        history.push({ round, player1: pool[0], player2: null, player1Wins: 2, player2Wins: 0, draws: 0 });
        points.set(pool[0], (points.get(pool[0]) as number) + 3);
      }
    }
    const standings = ids
      .map((id) => ({ id, matchPoints: points.get(id) as number, tiebreak: next(1000) }))
      .sort((a, b) => b.matchPoints - a.matchPoints || a.tiebreak - b.tiebreak)
      .map(({ id, matchPoints }) => ({ id, matchPoints }));
    return { round: rounds + 1, seed, standings, history, participants };
  });

const activeIds = (r: SwissPairingRequest): string[] => r.participants.filter((p) => !p.dropped).map((p) => p.id).sort();
const pairedIds = (r: SwissPairingResult): string[] => r.pairings.flatMap((p) => (p.player2 === null ? [p.player1] : [p.player1, p.player2])).sort();

describe('pairSwissRound against exhaustive search (up to 12 players)', () => {
  it('pairs every active player exactly once', () => {
    fc.assert(fc.property(tournament, (request) => expect(pairedIds(pairSwissRound(request))).toEqual(activeIds(request))), { numRuns: 300 });
  });

  it('never rematches when a rematch-free pairing exists, nor repeats a bye when avoidable', () => {
    fc.assert(
      fc.property(tournament, (request) => {
        const { rematchFree, cleanExists } = bruteForceBest(request);
        const [rematches, repeatedBye] = engineObjective(request, pairSwissRound(request));
        if (rematchFree) expect(rematches).toBe(0);
        if (cleanExists) expect(repeatedBye).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('is optimal: rematches, repeated bye, bye rank, then pair-downs and point gap', () => {
    fc.assert(
      fc.property(tournament, (request) => {
        expect(engineObjective(request, pairSwissRound(request))).toEqual(bruteForceBest(request).best);
      }),
      { numRuns: 300 },
    );
  });

  it('stays correct on the windowed path (windows of 4, widened when a rematch shows up)', () => {
    const limits = { window: 4, maxWindow: 16 };
    fc.assert(
      fc.property(tournament, (request) => {
        const result = pairSwissRound({ ...request, limits });
        expect(pairedIds(result)).toEqual(activeIds(request));
        const [rematches, repeatedBye, byeRank] = engineObjective(request, result);
        expect([rematches, repeatedBye, byeRank]).toEqual(bruteForceBest(request).best.slice(0, 3));
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic for the same seed', () => {
    fc.assert(fc.property(tournament, (request) => expect(pairSwissRound(request)).toEqual(pairSwissRound(request))), { numRuns: 100 });
  });
});

import fc from 'fast-check';
import { oracleInput, oracleOptimum, OracleValue, pairingValue } from '../testing/pairing-oracle';
import { randomSwissEvent } from '../testing/random-swiss-event';
import { pairSwissRound, SwissPairingRequest, SwissPairingResult } from './swiss';

/**
 * Property tests against the exhaustive oracle (every pairing of up to 14 players). Fixed
 * seeds: CI sees the same few hundred events every run.
 */
const events = randomSwissEvent(14);
const runs = (numRuns: number, seed: number) => ({ numRuns, seed });

const activeIds = (r: SwissPairingRequest): string[] =>
  r.participants
    .filter((p) => !p.dropped)
    .map((p) => p.id)
    .sort();
const pairedIds = (r: SwissPairingResult): string[] =>
  r.pairings.flatMap((p) => (p.player2 === null ? [p.player1] : [p.player1, p.player2])).sort();
const valueOf = (request: SwissPairingRequest, result: SwissPairingResult): OracleValue =>
  pairingValue(oracleInput(request), result.pairings);

/**
 * Pairs whose partners could be swapped without a rematch, for a smaller sum of squared gaps
 * and no larger gap: a 6-point player against a 1-point player while a 3-point player plays
 * someone else is one. An optimal pairing has none.
 */
function improvableSwaps(request: SwissPairingRequest, result: SwissPairingResult): string[] {
  const points = new Map(request.standings.map((s) => [s.id, s.matchPoints]));
  const met = new Set(
    request.history.filter((m) => m.round < request.round && m.player2 !== null).map((m) => [m.player1, m.player2].sort().join('|')),
  );
  const rematch = (x: string, y: string): boolean => met.has([x, y].sort().join('|'));
  const gap = (x: string, y: string): number => Math.abs((points.get(x) ?? 0) - (points.get(y) ?? 0));
  const pairs = result.pairings.filter((p) => p.player2 !== null).map((p) => [p.player1, p.player2 as string] as const);
  const found: string[] = [];
  for (let i = 0; i < pairs.length; i++) {
    for (let j = i + 1; j < pairs.length; j++) {
      const [a, b] = pairs[i];
      const [c, d] = pairs[j];
      const before = [gap(a, b), gap(c, d)];
      for (const [[p, q], [r, s]] of [
        [
          [a, c],
          [b, d],
        ],
        [
          [a, d],
          [b, c],
        ],
      ] as const) {
        const after = [gap(p, q), gap(r, s)];
        const squares = (g: number[]): number => g[0] * g[0] + g[1] * g[1];
        if (!rematch(p, q) && !rematch(r, s) && Math.max(...after) <= Math.max(...before) && squares(after) < squares(before)) {
          found.push(`${a}-${b} & ${c}-${d} -> ${p}-${q} & ${r}-${s}`);
        }
      }
    }
  }
  return found;
}

describe('pairSwissRound against the exhaustive oracle (up to 14 players)', () => {
  it('pairs every active player exactly once', () => {
    fc.assert(
      fc.property(events, (request) => expect(pairedIds(pairSwissRound(request))).toEqual(activeIds(request))),
      runs(300, 1301),
    );
  });

  it('reaches the optimum (rematches, repeated bye, bye rank, largest gap, sum of squared gaps), and the windowed search its first four', () => {
    fc.assert(
      fc.property(events, (request) => {
        const optimum = oracleOptimum(oracleInput(request));
        expect(valueOf(request, pairSwissRound(request))).toEqual(optimum);
        const windowed = pairSwissRound({ ...request, limits: { window: 4, maxWindow: 16 } });
        expect(pairedIds(windowed)).toEqual(activeIds(request));
        expect(valueOf(request, windowed).slice(0, 4)).toEqual(optimum.slice(0, 4));
      }),
      runs(300, 1302),
    );
  });

  it('never pairs a player across a group that could have taken them, exact or windowed', () => {
    fc.assert(
      fc.property(events, (request) => {
        expect(improvableSwaps(request, pairSwissRound(request))).toEqual([]);
        expect(improvableSwaps(request, pairSwissRound({ ...request, limits: { window: 4, maxWindow: 16 } }))).toEqual([]);
      }),
      runs(300, 1303),
    );
  });

  it('is deterministic for the same seed', () => {
    fc.assert(
      fc.property(events, (request) => expect(pairSwissRound(request)).toEqual(pairSwissRound(request))),
      runs(100, 1305),
    );
  });
});

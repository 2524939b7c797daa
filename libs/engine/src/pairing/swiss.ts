import type { MatchRecord, Participant, PlayerId } from '../model';
import type { Candidate, CandidatePair, HavePlayed } from './candidate';
import type { PairingExplanation } from './explanations';
import { byesReceived, havePlayed, pairingHistory } from './history';
import { PairingMetrics, pairingMetrics } from './metrics';
import { explainPodPairing } from './podExplanations';
import { seededRandom, shuffled } from './prng';
import { DEFAULT_SEARCH_LIMITS, searchPairings, SearchLimits } from './search';
import { assignTables } from './tables';

/** One line of the current standings, as computed by the standings module. */
export interface RankedPlayer {
  readonly id: PlayerId;
  readonly matchPoints: number;
}

export interface SwissPairingRequest {
  /** The round being paired (1-based). */
  readonly round: number;
  /** Stored with the round so that the same pairing can be produced again. */
  readonly seed: string;
  /** Best first. Active participants missing from it are paired as 0-point players. */
  readonly standings: readonly RankedPlayer[];
  /** All recorded matches; those of this round or later are ignored. */
  readonly history: readonly MatchRecord[];
  readonly participants: readonly Participant[];
  /** Search effort; the defaults suit events of any size. */
  readonly limits?: SearchLimits;
}

export interface Pairing {
  /** `null` for a bye. */
  readonly table: number | null;
  /** The higher-ranked player. */
  readonly player1: PlayerId;
  readonly player2: PlayerId | null;
}

export interface SwissPairingResult {
  /** Tables in ascending order, then byes. */
  readonly pairings: Pairing[];
  readonly explanations: PairingExplanation[];
  readonly metrics: PairingMetrics;
}

/**
 * Pairs a Swiss round: random while nothing has been played, otherwise within
 * match-point groups (random order inside a group), avoiding rematches and repeated
 * byes whenever possible, then minimising the largest point gap and the sum of squared
 * gaps, so an odd group's player goes to the nearest group that can take them (see
 * `pairingObjective`). Draft pods are paired independently.
 */
export function pairSwissRound(request: SwissPairingRequest): SwissPairingResult {
  const { round, seed } = request;
  const history = pairingHistory(request.history, round);
  const explanations: PairingExplanation[] = [];
  const active = new Map<PlayerId, Participant>();
  for (const p of request.participants) if (!p.dropped && !p.disqualified) active.set(p.id, p);

  let ranking: RankedPlayer[] = [];
  const seen = new Set<PlayerId>();
  for (const line of request.standings) {
    if (active.has(line.id) && !seen.has(line.id)) {
      seen.add(line.id);
      ranking.push(line);
    }
  }
  for (const id of active.keys()) {
    if (!seen.has(id)) {
      ranking.push({ id, matchPoints: 0 });
      if (history.hasMatches) explanations.push({ code: 'UNRANKED_PLAYER', player: id });
    }
  }
  if (!history.hasMatches) {
    ranking = shuffled(ranking, seededRandom(seed));
    explanations.push({ code: 'RANDOM_ROUND', round, seed });
  }

  const byes: CandidatePair[] = [];
  const pods = new Map<string, Candidate[]>();
  ranking.forEach((line, rank) => {
    const participant = active.get(line.id) as Participant;
    const candidate: Candidate = { id: line.id, points: line.matchPoints, rank, byes: byesReceived(history, line.id) };
    const awarded = participant.awardedByes ?? 0;
    if (awarded >= round) {
      byes.push([candidate, null]);
      explanations.push({ code: 'AWARDED_BYE', player: line.id, awardedByes: awarded });
      return;
    }
    const pod = participant.pod ?? '';
    const members = pods.get(pod);
    if (members) members.push(candidate);
    else pods.set(pod, [candidate]);
  });

  const played: HavePlayed = (a, b) => havePlayed(history, a.id, b.id);
  const pairs: (readonly [Candidate, Candidate])[] = [];
  for (const [pod, members] of pods) {
    const order = pairingOrder(members, `${seed}/${pod}`);
    const { pairs: podPairs, exact } = searchPairings(order, played, request.limits ?? DEFAULT_SEARCH_LIMITS);
    explanations.push(...explainPodPairing(podPairs, members, played, exact, !history.hasMatches));
    for (const [a, b] of podPairs) {
      if (b === null) byes.push([a, null]);
      else pairs.push(a.rank < b.rank ? [a, b] : [b, a]);
    }
  }

  pairs.sort((x, y) => x[0].rank - y[0].rank || x[1].rank - y[1].rank);
  const fixedTables = new Map<PlayerId, number>();
  for (const p of active.values()) if (p.fixedTable !== undefined) fixedTables.set(p.id, p.fixedTable);
  const seated = pairs.map(([a, b]) => ({ player1: a.id, player2: b.id }));
  const { tables, explanations: tableExplanations } = assignTables(seated, fixedTables);
  explanations.push(...tableExplanations);

  const pairings: Pairing[] = seated
    .map((pair, i) => ({ table: tables[i] as number | null, ...pair }))
    .sort((x, y) => (x.table as number) - (y.table as number));
  byes.sort((x, y) => x[0].rank - y[0].rank);
  for (const [player] of byes) pairings.push({ table: null, player1: player.id, player2: null });

  const points = new Map(ranking.map((line) => [line.id, line.matchPoints]));
  return { pairings, explanations, metrics: pairingMetrics(pairings, points, history) };
}

/** Points first; inside a point group a seeded random order, so groups pair at random. */
function pairingOrder(members: readonly Candidate[], seed: string): Candidate[] {
  return shuffled(members, seededRandom(seed)).sort((a, b) => b.points - a.points);
}

import { MatchRecord, Participant, PlayerId } from './model';
import { RuleProfile } from './profiles';
import { computeStandings, rankRows, StandingRow } from './standings';
import { seededRandom, shuffled } from './pairing/prng';

/** The players who continued after the given phase (e.g. day 1). */
export interface PhaseCut {
  readonly afterPhase: number;
  readonly advanced: readonly PlayerId[];
}

export interface MultiPhaseRow extends StandingRow {
  /** The phase whose cut ended this player's event; null for players who made every cut. */
  readonly eliminatedAfterPhase: number | null;
}

function phaseOf(match: MatchRecord): number {
  return match.phase ?? 1;
}

/**
 * Standings of an event with cuts between phases.
 *
 * A player whose event ended at a cut (missed it, or dropped before it) keeps the line of a
 * snapshot taken at the end of that phase — opponents' records as of then — and ranks below
 * everyone who went further, whatever the points. Players who made every cut use the records of
 * all phases. Within each group the profile's tiebreakers apply as usual.
 */
export function computeMultiPhaseStandings(
  participants: readonly Participant[],
  matches: readonly MatchRecord[],
  profile: RuleProfile,
  cuts: readonly PhaseCut[],
): MultiPhaseRow[] {
  const orderedCuts = [...cuts].sort((a, b) => a.afterPhase - b.afterPhase);
  // Groups best first: players who made every cut, then those cut last, …, then those cut first.
  const groups: MultiPhaseRow[][] = [];
  let continuing = new Set(participants.map((participant) => participant.id));
  for (const cut of orderedCuts) {
    const advanced = new Set(cut.advanced);
    const snapshot = computeStandings(
      participants,
      matches.filter((match) => phaseOf(match) <= cut.afterPhase),
      profile,
    );
    groups.unshift(
      snapshot
        .filter((row) => continuing.has(row.playerId) && !advanced.has(row.playerId))
        .map((row) => ({ ...row, eliminatedAfterPhase: cut.afterPhase })),
    );
    continuing = new Set([...continuing].filter((id) => advanced.has(id)));
  }
  groups.unshift(
    computeStandings(participants, matches, profile)
      .filter((row) => continuing.has(row.playerId))
      .map((row) => ({ ...row, eliminatedAfterPhase: null })),
  );

  const result: MultiPhaseRow[] = [];
  for (const group of groups) {
    for (const row of rankRows(group, profile, result.length + 1)) result.push(row);
  }
  return result;
}

/** What a cut reads of a standings row. */
export type CutRow = Pick<StandingRow, 'playerId' | 'rank' | 'dropped' | 'matchPoints'>;

/** Players still in the event (not dropped) with at least `minimum` match points. */
export function selectByMatchPoints(rows: readonly CutRow[], minimum: number): PlayerId[] {
  return rows.filter((row) => !row.dropped && row.matchPoints >= minimum).map((row) => row.playerId);
}

/** Players still in the event ranked `maxRank` or better: players tied on every tiebreaker go through together. */
export function selectByRank(rows: readonly CutRow[], maxRank: number): PlayerId[] {
  return rows.filter((row) => !row.dropped && row.rank <= maxRank).map((row) => row.playerId);
}

export interface TopCutSelection {
  /** The best `size` players still in the event, in standings order. */
  readonly advanced: PlayerId[];
  /**
   * Players sharing a rank that the cut line splits (some in, some out); empty when the
   * tiebreakers decided. Staff settle such a tie; the order in `advanced` is by player id only.
   */
  readonly tiedAcrossCut: PlayerId[];
}

/** The top `size` players, skipping dropped ones (nobody who left takes a playoff seat). */
export function selectTopN(rows: readonly CutRow[], size: number): TopCutSelection {
  const eligible = [...rows].filter((row) => !row.dropped).sort((a, b) => a.rank - b.rank);
  const advanced = eligible.slice(0, size);
  const last = advanced[advanced.length - 1];
  const next = eligible[size];
  const tiedAcrossCut =
    last !== undefined && next !== undefined && last.rank === next.rank
      ? eligible.filter((row) => row.rank === last.rank).map((row) => row.playerId)
      : [];
  return { advanced: advanced.map((row) => row.playerId), tiedAcrossCut };
}

/**
 * A tie across the cut line settled by drawing lots (the organizer's policy, not an MTR rule:
 * appendix C ends with the tiebreakers, and team events have only match points and OMW%): the
 * tied players' order is a shuffle from `seed`, so the draw is recorded and can be replayed.
 * Those above the tie keep their places; the drawn fill the rest, in the order drawn.
 */
export function drawLotsAcrossCut(selection: TopCutSelection, seed: string): { advanced: PlayerId[]; drawn: PlayerId[] } {
  const tied = new Set(selection.tiedAcrossCut);
  const above = selection.advanced.filter((id) => !tied.has(id));
  const drawn = shuffled(selection.tiedAcrossCut, seededRandom(seed));
  return { advanced: [...above, ...drawn.slice(0, selection.advanced.length - above.length)], drawn };
}

import {
  advance,
  findProfile,
  MAGIC,
  Bracket,
  BracketError,
  BracketKind,
  computeMultiPhaseStandings,
  computeStandings,
  createBracket,
  MatchRecord,
  Participant,
  PhaseCut,
  PlayoffDraws,
  RuleProfile,
  StandingRow,
  Validated,
} from '@taikai/engine';
import type { EventState } from './matches.repository';

type Phase = EventState['phases'][number];

/** The event's rule profile (Magic when the stored id is unknown). */
export const profileOf = (state: { ruleProfile: string }): RuleProfile => findProfile(state.ruleProfile) ?? MAGIC;

/**
 * What a drawn playoff match is: never allowed where the game's rules say so (Magic, MTR 2.5);
 * where the game lets a game be drawn (FFTCG 3.3), the organizer's `playoffDrawPolicy`.
 */
export const playoffDrawsOf = (event: { ruleProfile: string; playoffDrawPolicy: PlayoffDraws }): PlayoffDraws =>
  profileOf(event).playoffDraws === 'ORGANIZER_POLICY' ? event.playoffDrawPolicy : 'NEVER';
type Round = EventState['rounds'][number];

/** Players as the engine sees them. */
export function participantsOf(state: EventState): Participant[] {
  return state.players.map((player) => ({
    id: player.id,
    dropped: player.droppedAt !== null,
    disqualified: player.disqualified,
    pod: player.pod ?? undefined,
    awardedByes: player.awardedByes,
    fixedTable: player.fixedTable ?? undefined,
  }));
}

function phaseById(state: EventState): Map<string, Phase> {
  return new Map(state.phases.map((phase) => [phase.id, phase]));
}

export function swissRounds(state: EventState): Round[] {
  const phases = phaseById(state);
  return state.rounds.filter((round) => phases.get(round.phaseId)?.kind === 'SWISS');
}

/**
 * Final results of Swiss rounds (optionally up to a round), plus a loss for every round a late
 * entry missed. Results still pending, reported or disputed do not count yet, nor does the bye of
 * a round still being played: it is final from the moment it is paired, and counting it then
 * would put its player ahead of everyone still at a table.
 */
export function swissRecords(state: EventState, throughRound = Infinity): MatchRecord[] {
  const phases = phaseById(state);
  const rounds = swissRounds(state).filter((round) => round.number <= throughRound);
  const counted = countedSwissRound(state);
  const records: MatchRecord[] = rounds.flatMap((round) =>
    round.matches
      .filter((match) => match.status === 'FINAL' && (match.player2Id !== null || round.number <= counted))
      .map((match) => ({
        round: round.number,
        phase: phases.get(round.phaseId)!.number,
        player1: match.player1Id,
        player2: match.player2Id,
        player1Wins: match.player1Wins,
        player2Wins: match.player2Wins,
        draws: match.draws,
        ...(match.doubleLoss ? { doubleLoss: true } : {}),
      })),
  );
  for (const player of state.players) {
    for (const round of rounds) {
      if (round.number < player.joinedAtRound) {
        records.push({
          round: round.number,
          phase: phases.get(round.phaseId)!.number,
          player1: player.id,
          player2: null,
          player1Wins: 0,
          player2Wins: 0,
          draws: 0,
          missed: true,
        });
      }
    }
  }
  return records;
}

/**
 * The last complete Swiss round: every round before the first one still being played (a round is
 * complete once all its results are final); 0 before any. The round "standings after round N"
 * are after.
 */
export function countedSwissRound(state: EventState): number {
  const rounds = swissRounds(state).sort((a, b) => a.number - b.number);
  const inProgress = rounds.find((round) => round.matches.some((match) => match.status !== 'FINAL'));
  return inProgress ? inProgress.number - 1 : (rounds.at(-1)?.number ?? 0);
}

/** Who continued after each cut between Swiss phases (day 1 → day 2, …). */
export function phaseCuts(state: EventState): PhaseCut[] {
  return state.phases
    .filter((phase) => phase.kind === 'SWISS' && phase.number > 1)
    .map((phase) => ({ afterPhase: phase.number - 1, advanced: phase.entries.map((entry) => entry.playerId) }));
}

/**
 * Swiss standings, with players cut between phases ranked below those who continued. `records`:
 * `swissRecords(state, throughRound)` when the caller has them already (the pairing uses them too).
 */
export function standingsOf(
  state: EventState,
  profile: RuleProfile,
  throughRound = Infinity,
  records: MatchRecord[] = swissRecords(state, throughRound),
): StandingRow[] {
  const participants = participantsOf(state);
  // A cut counts once a round of a later phase has been played (up to `throughRound`).
  const phases = phaseById(state);
  const lastPhasePlayed = Math.max(
    0,
    ...swissRounds(state)
      .filter((round) => round.number <= throughRound)
      .map((round) => phases.get(round.phaseId)!.number),
  );
  const cuts = phaseCuts(state).filter((cut) => lastPhasePlayed > cut.afterPhase);
  return cuts.length ? computeMultiPhaseStandings(participants, records, profile, cuts) : computeStandings(participants, records, profile);
}

/** Players who left after the cut (dropped or disqualified): they forfeit playoff matches. */
export function withdrawnPlayers(state: EventState): string[] {
  return state.players.filter((player) => player.droppedAt !== null || player.disqualified).map((player) => player.id);
}

/** A draft top 8's seat draw as stored on its phase (MTR 10.4): players by seat, seat 1 first. */
export interface DraftSeatDraw {
  readonly method: 'RANDOM' | 'STAFF';
  /** RANDOM: the seed the seats were drawn from (`drawDraftSeats`), so the draw can be repeated. */
  readonly seed?: string;
  readonly seats: readonly string[];
}

/** The seat draw stored on a phase (`Phase.seats`), or null (no draft seating, or a top 8 from before draws were kept). */
export function seatDrawOf(phase: { seats: unknown }): DraftSeatDraw | null {
  const value = phase.seats as Partial<DraftSeatDraw> | null;
  if (!value || (value.method !== 'RANDOM' && value.method !== 'STAFF') || !Array.isArray(value.seats)) return null;
  return { method: value.method, ...(typeof value.seed === 'string' ? { seed: value.seed } : {}), seats: value.seats.map(String) };
}

/**
 * The bracket of a playoff phase, replayed from its seeds (and a draft top 8's seats) and the
 * results of every round but the last one (the round in progress).
 */
export function bracketOf(state: EventState, phase: Phase, bestOf: number): Validated<Bracket, BracketError> {
  const seeds = [...phase.entries].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((entry) => entry.playerId);
  let bracket = createBracket(seeds, (phase.bracketKind ?? 'standard') as BracketKind, { seats: seatDrawOf(phase)?.seats });
  const rounds = state.rounds.filter((round) => round.phaseId === phase.id);
  for (const round of rounds.slice(0, -1)) {
    if (!bracket.ok) return bracket;
    bracket = advance(bracket.value, playoffResults(round), { bestOf, withdrawn: withdrawnPlayers(state), draws: playoffDrawsOf(state) });
  }
  return bracket;
}

/** Final results of a playoff round between two players. */
export function playoffResults(round: Round) {
  return round.matches
    .filter((match) => match.status === 'FINAL' && match.player2Id !== null)
    .map((match) => ({
      player1: match.player1Id,
      player2: match.player2Id!,
      player1Wins: match.player1Wins,
      player2Wins: match.player2Wins,
      draws: match.draws,
      ...(match.doubleLoss ? { doubleLoss: true } : {}),
    }));
}

/** The bracket with its last round resolved too, once all of that round's results are final. */
export function decidedBracketOf(state: EventState, phase: Phase, bestOf: number): Validated<Bracket, BracketError> {
  const bracket = bracketOf(state, phase, bestOf);
  const last = state.rounds.filter((round) => round.phaseId === phase.id).at(-1);
  if (!bracket.ok || !last) return bracket;
  const decided = advance(bracket.value, playoffResults(last), {
    bestOf,
    withdrawn: withdrawnPlayers(state),
    draws: playoffDrawsOf(state),
  });
  return decided.ok ? decided : bracket;
}

import {
  advance,
  findProfile,
  MAGIC,
  AdvanceOptions,
  Bracket,
  BracketError,
  BracketKind,
  computeMultiPhaseStandings,
  computeStandings,
  createBracket,
  findTeamFormat,
  MatchRecord,
  Participant,
  PhaseCut,
  PlayoffDraws,
  PlayoffResult,
  RuleProfile,
  StandingRow,
  TeamFormat,
  TeamMatchReport,
  teamMatchState,
  TeamSlot,
  Validated,
} from '@taikai/engine';
import type { EventState } from './matches.repository';

type Phase = EventState['phases'][number];

/**
 * The event's rule profile (Magic when the stored id is unknown). In a team event the team format
 * sets the extra turns at time where it names them (MTR 2.5, judge-handbook-ja.txt:15665: 3 in
 * Two-Headed Giant; trios' seats play two-player games: 5).
 */
export function profileOf(state: { ruleProfile: string; teamFormat?: string | null }): RuleProfile {
  const profile = findProfile(state.ruleProfile) ?? MAGIC;
  const turns = teamFormatOf(state)?.extraTurnsAtTime;
  return turns == null || turns === profile.extraTurnsAtTime ? profile : { ...profile, extraTurnsAtTime: turns };
}

/** A team event's format (MTR 8, 9); null for an individual event. */
export function teamFormatOf(state: { teamFormat?: string | null }): TeamFormat | null {
  return state.teamFormat ? (findTeamFormat(state.teamFormat) ?? null) : null;
}

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
  // Plain loops: a 10,000-player event has ~40,000 records, built on every pairing.
  const records: MatchRecord[] = [];
  for (const round of rounds) {
    const phase = phases.get(round.phaseId)!.number;
    for (const match of round.matches) {
      if (match.status !== 'FINAL' || (match.player2Id === null && round.number > counted)) continue;
      const record: MatchRecord = {
        round: round.number,
        phase,
        player1: match.player1Id,
        player2: match.player2Id,
        player1Wins: match.player1Wins,
        player2Wins: match.player2Wins,
        draws: match.draws,
      };
      if (match.doubleLoss) record.doubleLoss = true;
      records.push(record);
    }
  }
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
 * Who a playoff phase's bracket is between, best seed first: its players, or in a team event its
 * teams (every member of a team that made the cut has a phase entry with the team's seed).
 */
export function bracketSeedsOf(state: EventState, phase: Phase): string[] {
  const entries = [...phase.entries].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((entry) => entry.playerId);
  if (!teamFormatOf(state)) return entries;
  const teamOf = new Map(state.players.map((player) => [player.id, player.teamId]));
  return [...new Set(entries.map((playerId) => teamOf.get(playerId)).filter((team): team is string => !!team))];
}

/**
 * How the bracket advances: the playoff best-of, who left and what a draw is. A team match is one
 * result (best of one, the team that won more seats winning it); a team withdrew when a member did
 * (MTR 8.2: a member's drop drops the team).
 */
export function advanceOptionsOf(state: EventState, bestOf: number): AdvanceOptions {
  const withdrawn = withdrawnPlayers(state);
  if (!teamFormatOf(state)) return { bestOf, withdrawn, draws: playoffDrawsOf(state) };
  const left = new Set(withdrawn);
  const teams = new Set(state.players.flatMap((player) => (player.teamId && left.has(player.id) ? [player.teamId] : [])));
  return { bestOf: 1, withdrawn: [...teams], draws: playoffDrawsOf(state) };
}

/**
 * The bracket of a playoff phase, replayed from its seeds (and a draft top 8's seats) and the
 * results of every round but the last one (the round in progress).
 */
export function bracketOf(state: EventState, phase: Phase, bestOf: number): Validated<Bracket, BracketError> {
  let bracket = createBracket(bracketSeedsOf(state, phase), (phase.bracketKind ?? 'standard') as BracketKind, {
    seats: seatDrawOf(phase)?.seats,
  });
  const rounds = state.rounds.filter((round) => round.phaseId === phase.id);
  for (const round of rounds.slice(0, -1)) {
    if (!bracket.ok) return bracket;
    bracket = advance(bracket.value, playoffResults(state, round), advanceOptionsOf(state, bestOf));
  }
  return bracket;
}

/**
 * Final results of a playoff round between two players; in a team event, between two teams, one
 * per team match whose seats are all final (its outcome by `teamMatchState`: a team match won is
 * a 1-0, a drawn one 0-0-1, which a playoff refuses: staff settle it, see core/README).
 */
export function playoffResults(state: EventState, round: Round): PlayoffResult[] {
  const format = teamFormatOf(state);
  if (format) return teamPlayoffResults(state, format, round);
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

function teamPlayoffResults(state: EventState, format: TeamFormat, round: Round): PlayoffResult[] {
  const teamOf = new Map(state.players.map((player) => [player.id, player.teamId]));
  const seatsOf = new Map<string, Round['matches']>();
  for (const match of round.matches) {
    if (match.teamMatchId === null || match.player2Id === null) continue;
    seatsOf.set(match.teamMatchId, [...(seatsOf.get(match.teamMatchId) ?? []), match]);
  }
  return [...seatsOf.values()].flatMap((seats): PlayoffResult[] => {
    if (seats.some((seat) => seat.status !== 'FINAL')) return [];
    const report: TeamMatchReport = Object.fromEntries(
      seats.map((seat) => [
        seat.teamSlot as TeamSlot,
        { player1Wins: seat.player1Wins, player2Wins: seat.player2Wins, draws: seat.draws, doubleLoss: seat.doubleLoss },
      ]),
    );
    const { status, outcome } = teamMatchState(format, report);
    const team1 = teamOf.get(seats[0].player1Id);
    const team2 = teamOf.get(seats[0].player2Id!);
    if (status !== 'FINAL' || !team1 || !team2) return [];
    return [
      {
        player1: team1,
        player2: team2,
        player1Wins: outcome === 'team1' ? 1 : 0,
        player2Wins: outcome === 'team2' ? 1 : 0,
        draws: outcome === 'draw' ? 1 : 0,
      },
    ];
  });
}

/** The bracket with its last round resolved too, once all of that round's results are final. */
export function decidedBracketOf(state: EventState, phase: Phase, bestOf: number): Validated<Bracket, BracketError> {
  const bracket = bracketOf(state, phase, bestOf);
  const last = state.rounds.filter((round) => round.phaseId === phase.id).at(-1);
  if (!bracket.ok || !last) return bracket;
  const decided = advance(bracket.value, playoffResults(state, last), advanceOptionsOf(state, bestOf));
  return decided.ok ? decided : bracket;
}

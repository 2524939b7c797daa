import { Injectable } from '@nestjs/common';
import { bracketPlaces, finalStandings, rationals, RuleProfile, StandingRow, teamStandings } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { PlayerViewer, Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { distinguishingIds } from '../players';
import { TeamsService } from '../teams';
import {
  countedSwissRound,
  decidedBracketOf,
  EventState,
  profileOf,
  standingsOf,
  teamMatchResults,
  teamParticipants,
  TournamentState,
} from '../tournament';
import { PlayerStateKind, PlayerStateModel } from './player-state.model';
import { PlayoffStandingKind, TeamStandingModel } from './standing.model';

@Injectable()
export class StandingsService {
  /** Each event's final lines as last computed, with the version of the state they came from. */
  private readonly linesByEvent = new Map<string, { version: string; lines: EventFinalLine[] }>();

  constructor(
    private readonly tournament: TournamentState,
    private readonly access: EventAccessService,
    private readonly teams: TeamsService,
  ) {}

  /**
   * Live for staff (the round in progress counted result by result, its bye once the round is
   * complete); for players once staff publish them, complete rounds only. `afterRound` gives that
   * round's snapshot.
   */
  async standings(viewer: Viewer, eventId: string, afterRound?: number | null) {
    await this.access.requireReader(viewer, eventId);
    const state = await this.tournament.eventState(eventId);
    if (!state) throw new AppError('NOT_FOUND', { entity: 'event' });
    if (viewer.kind === 'player' && !state.standingsPublished) throw new AppError('STANDINGS_NOT_PUBLISHED');
    const names = new Map(state.players.map((player) => [player.id, player.name]));
    const ids = distinguishingIds(state.players);
    // Staff follow the round in progress result by result; players see whole rounds, as posted.
    return finalStandingsOf(state, profileOf(state), afterRound ?? Infinity, viewer.kind === 'player').map((row) =>
      toStandingModel(row, names, ids),
    );
  }

  /**
   * A team event's team standings (`teamStandings`: match points and OMW% from final team matches,
   * MTR appendix C), as `standings` shows them: live for staff, complete rounds once published for
   * players. None for an individual event.
   */
  async teamStandings(viewer: Viewer, eventId: string): Promise<TeamStandingModel[]> {
    await this.access.requireReader(viewer, eventId);
    const state = await this.tournament.eventState(eventId);
    if (!state) throw new AppError('NOT_FOUND', { entity: 'event' });
    if (!state.teamFormat) return [];
    if (viewer.kind === 'player' && !state.standingsPublished) throw new AppError('STANDINGS_NOT_PUBLISHED');
    return this.teamLinesOf(state, viewer.kind === 'player' ? countedSwissRound(state) : Infinity);
  }

  /** Team standings lines from the final team matches of rounds through `throughRound`. */
  private async teamLinesOf(state: EventState, throughRound: number, change?: Change): Promise<TeamStandingModel[]> {
    const [teams, teamMatches] = await Promise.all([
      this.teams.teamsOfEvent(state.id, change),
      this.tournament.teamMatchesOfEvent(state.id, change),
    ]);
    // The Swiss ranks teams; after a top cut, the bracket's places come first (as `finalStandingsOf` does for players).
    const playoff = state.phases.find((phase) => phase.kind === 'SINGLE_ELIMINATION');
    const counted = teamMatches.filter((teamMatch) => teamMatch.roundNumber <= throughRound && teamMatch.phaseNumber !== playoff?.number);
    const names = new Map(teams.map((team) => [team.id, team.name]));
    const profile = profileOf(state);
    const swiss = teamStandings(teamParticipants(state, teams), teamMatchResults(counted), profile);
    const bracket = playoffThrough(state, throughRound, profile.playoffBestOf);
    const rows = bracket?.ok ? finalStandings(swiss, bracket.value).map(({ row, rank }) => ({ ...row, rank })) : swiss;
    return rows.map((row) => ({
      rank: row.rank,
      team: { id: row.playerId, name: names.get(row.playerId) ?? '' },
      matchPoints: row.matchPoints,
      wins: row.wins,
      losses: row.losses,
      draws: row.draws,
      byes: row.byes,
      matchesPlayed: row.matchesPlayed,
      dropped: row.dropped,
      omw: rationals.toNumber(row.omw),
      omwExact: rationals.toString(row.omw),
    }));
  }

  /**
   * Step: who won the event, read in the caller's change: the first place of its final standings
   * (a bracket's winner first, else the Swiss leader; a team event's team). Several names when the
   * tiebreakers leave first place shared; empty before the event has a complete round.
   */
  async champions(change: Change, eventId: string): Promise<string[]> {
    const state = await this.tournament.eventState(eventId, change);
    if (!state?.rounds.length) return [];
    if (state.teamFormat) {
      const lines = await this.teamLinesOf(state, Infinity, change);
      return lines.filter((line) => line.rank === 1).map((line) => line.team.name);
    }
    const names = new Map(state.players.map((player) => [player.id, player.name]));
    return finalStandingsOf(state, profileOf(state))
      .filter((row) => row.rank === 1)
      .map((row) => names.get(row.playerId) ?? '');
  }

  /**
   * Each player's line of the event's final standings (the top cut first, by bracket place), as
   * staff see them, by player id: what a person's history shows of this event. No access check:
   * the caller checked who may read the person's history.
   */
  async finalLinesOf(eventId: string): Promise<Map<string, FinalLine>> {
    const state = await this.tournament.eventState(eventId);
    if (!state) return new Map();
    const lines = finalStandingsOf(state, profileOf(state));
    return new Map(
      lines.map((row) => [
        row.playerId,
        { rank: row.rank, wins: row.wins, losses: row.losses, draws: row.draws, matchPoints: row.matchPoints },
      ]),
    );
  }

  /**
   * Every registration's final line in each of the events, with the person it is of (null: not in
   * the directory): what a series scores. Events still taking registrations have no lines. No access
   * check: the caller checked the organization the events belong to.
   */
  async finalLinesOfEvents(eventIds: readonly string[]): Promise<EventFinalLine[]> {
    // An event's lines are computed again only when its state changed since (a season's past
    // events rarely do): reading 200 events' matches and standings at every call would take seconds.
    const versions = await this.tournament.eventVersions(eventIds);
    const stale = [...versions.keys()].filter((id) => this.linesByEvent.get(id)?.version !== versions.get(id));
    for (const state of stale.length ? await this.tournament.eventStates(stale) : []) {
      this.linesByEvent.delete(state.id);
      this.linesByEvent.set(state.id, { version: versions.get(state.id)!, lines: eventFinalLines(state) });
      if (this.linesByEvent.size > LINES_KEPT) this.linesByEvent.delete(this.linesByEvent.keys().next().value!);
    }
    return [...new Set(eventIds)].flatMap((id) => (versions.has(id) ? (this.linesByEvent.get(id)?.lines ?? []) : []));
  }

  /**
   * The standings as players see them (complete rounds only, the top cut first once it has begun),
   * by name without player IDs, after the round they are through; null for an unknown event. No
   * access check: for the event's public page, which decided they are public.
   */
  async publicStandings(eventId: string) {
    const state = await this.tournament.eventState(eventId);
    if (!state) return null;
    const names = new Map(state.players.map((player) => [player.id, player.name]));
    const lines = finalStandingsOf(state, profileOf(state), Infinity, true).map((row) => toStandingModel(row, names, new Map()));
    const afterRound = countedSwissRound(state) || null;
    if (!state.teamFormat) return { afterRound, lines };
    // A team event ranks its teams (MTR appendix C); the players' lines stay for a name search.
    const teamLines = (await this.teamLinesOf(state, countedSwissRound(state))).map(
      ({ rank, team, matchPoints, wins, losses, draws, omw, dropped }) => ({
        rank,
        team: { name: team.name },
        matchPoints,
        wins,
        losses,
        draws,
        omw,
        dropped,
      }),
    );
    return { afterRound, lines, teamLines };
  }

  /** The last complete Swiss round (`countedSwissRound`), which players' standings are after; null before any. */
  async standingsRound(eventId: string): Promise<number | null> {
    const state = await this.tournament.eventState(eventId);
    return (state && countedSwissRound(state)) || null;
  }

  /** The signed-in player's state: playing, bye, dropped, cut, knocked out, champion… */
  async myState(viewer: PlayerViewer): Promise<PlayerStateModel> {
    const state = await this.tournament.eventState(viewer.eventId);
    const me = state?.players.find((player) => player.id === viewer.playerId);
    if (!state || !me) throw new AppError('NOT_FOUND', { entity: 'player' });
    const profile = profileOf(state);
    const posted = state.rounds.filter((round) => round.publishedAt !== null);
    const round = posted.at(-1) ?? null;
    const playoff = state.phases.find((phase) => phase.kind === 'SINGLE_ELIMINATION') ?? null;
    const swissOver = playoff !== null || state.status === 'FINISHED';
    const rank =
      state.standingsPublished || swissOver
        ? (finalStandingsOf(state, profile, Infinity, true).find((row) => row.playerId === me.id)?.rank ?? null)
        : null;
    const base = {
      roundNumber: round?.number ?? null,
      table: null,
      rank,
      rankAfterRound: rank !== null && !swissOver ? countedSwissRound(state) || null : null,
      place: null,
      roundsBeforeFinal: null,
      droppedAt: me.droppedAt,
      droppedAfterRound: null,
      reentryPossible: false,
    };
    const inCut = playoff?.entries.some((entry) => entry.playerId === me.id) ?? false;
    const place = inCut
      ? (bracketPlaceOf(state, playoff!, profile.playoffBestOf, me.id) ?? lostInLastRound(state, playoff!, me.id))
      : undefined;
    if (place?.place === 1) return { ...base, kind: PlayerStateKind.CHAMPION, place: 1 };
    if (place) return { ...base, kind: PlayerStateKind.ELIMINATED, place: place.place, roundsBeforeFinal: place.roundsBeforeFinal };
    if (me.disqualified) return { ...base, kind: PlayerStateKind.DISQUALIFIED };
    if (me.droppedAt) {
      const droppedAt = me.droppedAt;
      const leftBehind = state.phases.some((phase) => phase.number > 1 && !phase.entries.some((entry) => entry.playerId === me.id));
      const before = posted.filter((r) => r.publishedAt! <= droppedAt).at(-1);
      return {
        ...base,
        kind: PlayerStateKind.DROPPED,
        droppedAfterRound: before?.number ?? null,
        reentryPossible: !leftBehind && state.status !== 'FINISHED',
      };
    }
    if (playoff && !inCut) return { ...base, kind: PlayerStateKind.NOT_IN_CUT };
    if (!round) return { ...base, kind: PlayerStateKind.NOT_STARTED };
    const match = round.matches.find((m) => m.player1Id === me.id || m.player2Id === me.id);
    if (match)
      return {
        ...base,
        kind: match.player2Id ? PlayerStateKind.PLAYING : PlayerStateKind.BYE,
        table: match.player2Id ? match.table : null,
      };
    if (state.status === 'FINISHED') return { ...base, kind: PlayerStateKind.FINISHED };
    return { ...base, kind: PlayerStateKind.NOT_PAIRED };
  }
}

/** Events whose final lines are kept (about 64 lines each): a few seasons of a busy store. */
const LINES_KEPT = 2000;

/** Every registration's line of the event's final standings, with its person; none while it takes registrations. */
function eventFinalLines(state: EventState): EventFinalLine[] {
  if (state.status === 'REGISTRATION') return [];
  const players = new Map(state.players.map((player) => [player.id, player]));
  // A Swiss-only event never reaches FINISHED (only a playoff's final does): its places are
  // final once its planned rounds are complete.
  const eventFinished =
    state.status === 'FINISHED' || (state.topCut === 0 && state.plannedRounds !== null && countedSwissRound(state) >= state.plannedRounds);
  return finalStandingsOf(state, profileOf(state)).map((row) => ({
    eventId: state.id,
    eventFinished,
    playerId: row.playerId,
    personId: players.get(row.playerId)?.personId ?? null,
    name: players.get(row.playerId)?.name ?? '',
    rank: row.rank,
    wins: row.wins,
    losses: row.losses,
    draws: row.draws,
    matchPoints: row.matchPoints,
  }));
}

/** A player's place, record and match points in an event's final standings. */
export interface FinalLine {
  rank: number;
  wins: number;
  losses: number;
  draws: number;
  matchPoints: number;
}

/** A registration's line of an event's final standings, with its person. */
export interface EventFinalLine extends FinalLine {
  eventId: string;
  /** The places are final: the event finished, or its planned Swiss rounds (no top cut) are complete. */
  eventFinished: boolean;
  playerId: string;
  personId: string | null;
  name: string;
}

type FinalRow = StandingRow & {
  eliminatedAfterPhase?: number | null;
  playoff: PlayoffStandingKind | null;
  playoffRoundsBeforeFinal: number | null;
};

/**
 * The standings as of `throughRound`: Swiss order, and once a top cut has begun (and the snapshot
 * asked for reaches it), the bracket first: champion, players still in, then each round's losers by
 * Swiss standing (`finalStandings`), then everyone else in Swiss order. `wholeRounds`: the Swiss
 * rounds only up to the last complete one (`countedSwissRound`), what players are shown.
 */
function finalStandingsOf(state: EventState, profile: RuleProfile, throughRound = Infinity, wholeRounds = false): FinalRow[] {
  const swiss = standingsOf(state, profile, wholeRounds ? Math.min(throughRound, countedSwissRound(state)) : throughRound);
  const bracket = playoffThrough(state, throughRound, profile.playoffBestOf);
  if (!bracket?.ok) return swiss.map((row) => ({ ...row, playoff: null, playoffRoundsBeforeFinal: null }));
  return finalStandings(swiss, bracket.value).map(({ row, rank, playoff: kind, roundsBeforeFinal }) => ({
    ...row,
    rank,
    playoff: kind === null ? null : PlayoffStandingKind[kind],
    playoffRoundsBeforeFinal: roundsBeforeFinal,
  }));
}

/** The playoff's bracket as decided so far, when rounds through `throughRound` include its first; else null. */
function playoffThrough(state: EventState, throughRound: number, bestOf: number) {
  const playoff = state.phases.find((phase) => phase.kind === 'SINGLE_ELIMINATION');
  if (!playoff) return null;
  const firstPlayoffRound = Math.min(...state.rounds.filter((round) => round.phaseId === playoff.id).map((round) => round.number));
  return throughRound >= firstPlayoffRound ? decidedBracketOf(state, playoff, bestOf) : null;
}

function bracketPlaceOf(state: EventState, phase: EventState['phases'][number], bestOf: number, playerId: string) {
  const bracket = decidedBracketOf(state, phase, bestOf);
  // A team event's bracket is of teams: a member has their team's place.
  const entrant = state.teamFormat ? (state.players.find((player) => player.id === playerId)?.teamId ?? playerId) : playerId;
  return bracket.ok ? bracketPlaces(bracket.value).get(entrant) : undefined;
}

/**
 * A player knocked out in the playoff round still being played: out as soon as their own result
 * is final, in that round (its losers' places are shared out by seed only once the round is over).
 */
function lostInLastRound(state: EventState, phase: EventState['phases'][number], playerId: string) {
  // A member's own seat does not decide: their team is out once its team match is (`bracketPlaceOf`).
  if (state.teamFormat) return undefined;
  const rounds = state.rounds.filter((round) => round.phaseId === phase.id);
  const match = rounds.at(-1)?.matches.find((m) => m.status === 'FINAL' && (m.player1Id === playerId || m.player2Id === playerId));
  if (!match?.player2Id) return undefined;
  const mine = match.player1Id === playerId ? match.player1Wins : match.player2Wins;
  const theirs = match.player1Id === playerId ? match.player2Wins : match.player1Wins;
  if (!match.doubleLoss && mine >= theirs) return undefined;
  return { place: null, roundsBeforeFinal: Math.ceil(Math.log2(phase.entries.length)) - rounds.length };
}

function toStandingModel(row: FinalRow, names: Map<string, string>, distinguishing: Map<string, string>) {
  return {
    rank: row.rank,
    player: { id: row.playerId, name: names.get(row.playerId) ?? '', distinguishingId: distinguishing.get(row.playerId) ?? null },
    matchPoints: row.matchPoints,
    wins: row.wins,
    losses: row.losses,
    draws: row.draws,
    byes: row.byes,
    matchesPlayed: row.matchesPlayed,
    dropped: row.dropped,
    omw: rationals.toNumber(row.omw),
    gw: rationals.toNumber(row.gwp),
    ogw: rationals.toNumber(row.ogw),
    omwExact: rationals.toString(row.omw),
    gwExact: rationals.toString(row.gwp),
    ogwExact: rationals.toString(row.ogw),
    eliminatedAfterPhase: row.eliminatedAfterPhase ?? null,
    playoff: row.playoff,
    playoffRoundsBeforeFinal: row.playoffRoundsBeforeFinal,
  };
}

import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { advance, findTeamFormat, matchesAwaitingResults, recommendEventStructure, effectivePlayerCount } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import { perRequest, type Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { EventsService } from '../events';
import { distinguishingIds, PlayersService } from '../players';
import { TeamsService } from '../teams';
import type { PhaseKind, Prisma, Round } from '../../generated/prisma/client';
import {
  advanceOptionsOf,
  bracketOf,
  checkManualPairings,
  EventState,
  pairSwissRound,
  pairTeamRound,
  teamFormatOf,
  teamPlayoffRound,
  participantsOf,
  PlannedPairing,
  PlannedRound,
  PlannedTeamRound,
  playoffResults,
  profileOf,
  seatDrawOf,
  standingsOf,
  TeamMatchModel,
  toTeamMatchModel,
  TournamentState,
  withdrawnPlayers,
  JudgeCallHooks,
} from '../tournament';
import type { PairingInput } from '../tournament';
import { DraftSeatDrawModel, NotCheckedIn } from './round.model';
import { RoundStore } from './round-store';
import { RoundsRepository } from './rounds.repository';

export interface PairingFacts {
  points: Map<string, number>;
  distinguishingIds: Map<string, string>;
  /** Readings (フリガナ) of the players who have one: by-name lists sort by them. */
  readings: Map<string, string>;
  /** Seeds of a top cut's players (from the Swiss standings); none in Swiss rounds. */
  seeds: Map<string, number>;
  /** A draft top 8's seats by player (MTR 10.4); none otherwise. */
  draftSeats: Map<string, number>;
  /** A draft top 8's seat draw, with names and Swiss standings; null otherwise. */
  seatDraw: DraftSeatDrawModel | null;
}

type ClockData = Pick<Prisma.RoundUncheckedUpdateInput, 'status' | 'publishedAt' | 'startedAt' | 'pausedAt' | 'endsAt'>;

@Injectable()
export class RoundsService {
  private readonly phases = new Map<string, { kind: PhaseKind; number: number; day: number }>();
  private readonly factsOfRequest = perRequest<PairingFacts>();
  private readonly statesOfRequest = perRequest<EventState>();

  constructor(
    private readonly rounds: RoundsRepository,
    private readonly tournament: TournamentState,
    private readonly events: EventsService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly roundStore: RoundStore,
    private readonly players: PlayersService,
    private readonly judgeCalls: JudgeCallHooks,
    private readonly teams: TeamsService,
  ) {}

  /**
   * Pairs the next round of the current phase (Swiss, or the next playoff round) in one
   * transaction under the event's lock: of two simultaneous requests, the second is refused.
   */
  async pairNextRound(viewer: Viewer, eventId: string, notCheckedIn?: NotCheckedIn | null): Promise<Round> {
    // Taken before any await: a request that arrives while another is pairing must count as
    // simultaneous even when that pairing's CPU work delays this one's next step.
    const requestedAt = new Date();
    await this.access.require(viewer, eventId, 'rounds.manage');
    return this.uow.run(viewer, async (change) => {
      let state = await this.lockedState(change, eventId);
      const last = state.rounds.at(-1);
      if (last && last.createdAt > requestedAt) throw new AppError('ROUND_ALREADY_PAIRED');
      if (state.status === 'FINISHED') throw new AppError('EVENT_FINISHED');
      if (last) this.assertFinished(state, last);
      if (last && (await this.roundStore.endRound(change, eventId))) state = (await this.tournament.eventState(eventId, change))!;
      if (!last && (await this.settleCheckIn(change, state, notCheckedIn))) state = (await this.tournament.eventState(eventId, change))!;
      const phase = state.phases.at(-1) ?? (await this.firstPhase(change, state));
      if (phase.kind === 'SINGLE_ELIMINATION') return this.posted(change, await this.pairPlayoffRound(change, state, phase));
      const played = state.rounds.filter((round) => round.phaseId === phase.id).length;
      if (phase.plannedRounds !== null && played >= phase.plannedRounds) throw new AppError('SWISS_COMPLETE');
      const number = (last?.number ?? 0) + 1;
      const seed = randomBytes(8).toString('hex');
      const team = await this.planTeamRound(change, state, number, seed);
      if (team)
        return this.posted(
          change,
          await this.storeRound(change, state, { phaseId: phase.id, number, seed, ...team, action: 'round.pair' }),
        );
      const planned = pairSwissRound(state, phase, number, seed, profileOf(state));
      if (!planned.ok) throw new AppError(planned.error);
      return this.posted(
        change,
        await this.storeRound(change, state, { phaseId: phase.id, number, seed, ...planned.value, action: 'round.pair' }),
      );
    });
  }

  /**
   * Step: pairs and publishes round 1 of an event made in the caller's change (an on-demand pod):
   * Swiss, seeded, as `pairNextRound` pairs it, under the event's lock; in a convention its matches
   * take the hall's tables as the round is stored.
   */
  async pairFirstRound(change: Change, eventId: string): Promise<Round> {
    const state = await this.lockedState(change, eventId);
    if (state.rounds.length) throw new AppError('ROUND_ALREADY_PAIRED');
    const phase = await this.firstPhase(change, state);
    const seed = randomBytes(8).toString('hex');
    const planned = pairSwissRound(state, phase, 1, seed, profileOf(state));
    if (!planned.ok) throw new AppError(planned.error);
    const round = await this.storeRound(change, state, { phaseId: phase.id, number: 1, seed, ...planned.value, action: 'round.pair' });
    const published = await this.rounds.updateRound(change.tx, round.id, { status: 'PUBLISHED', publishedAt: new Date() });
    await change.audit({
      eventId,
      action: 'round.publish',
      entityType: 'Round',
      entityId: round.id,
      before: clockOf(round),
      after: clockOf(published),
    });
    return this.posted(change, published);
  }

  /**
   * Ends an event after its last round is played: a Swiss-only event has no final to end it (a
   * playoff's final does, in `pairNextRound`). The final standings stand, no round can be paired,
   * the event leaves the calendar, and its open judge calls close; `reopenEvent` undoes it.
   */
  async finishEvent(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'rounds.manage');
    await this.uow.run(viewer, async (change) => {
      const state = await this.lockedState(change, eventId);
      if (state.status === 'FINISHED') throw new AppError('EVENT_FINISHED');
      if (state.status === 'TOP_CUT') throw new AppError('TOP_CUT_STARTED');
      const last = state.rounds.at(-1);
      if (!last) throw new AppError('ROUND_NOT_FINISHED', { round: 1 });
      this.assertFinished(state, last);
      await this.roundStore.endRound(change, eventId);
      await this.rounds.closeOpenRounds(change.tx, eventId);
      await this.events.progress(change, eventId, { status: 'FINISHED' });
      await this.judgeCalls.closeOpen(change, { eventId });
      await change.audit({
        eventId,
        action: 'event.finish',
        entityType: 'Event',
        entityId: eventId,
        before: { status: state.status },
        after: { status: 'FINISHED', afterRound: last.number },
      });
      // Players' pages show the event finished (their state, final standings).
      change.publish({ eventId, kind: 'PAIRINGS_POSTED' });
    });
    return this.events.get(viewer, eventId);
  }

  /** New pairings for the latest round, while no result or report is in. */
  async repairRound(viewer: Viewer, roundId: string): Promise<Round> {
    const round = await this.existingRound(roundId);
    await this.access.require(viewer, round.eventId, 'rounds.manage');
    return this.uow.run(viewer, async (change) => {
      const { state, phase } = await this.editableLatestRound(change, round);
      if (phase.kind !== 'SWISS') throw new AppError('NOT_LATEST_ROUND');
      const before = await this.tournament.matchesOfRound(round.id, change);
      const withoutRound = { ...state, rounds: state.rounds.filter((r) => r.id !== round.id) };
      const seed = randomBytes(8).toString('hex');
      const team = await this.planTeamRound(change, withoutRound, round.number, seed);
      if (team)
        return this.posted(change, await this.replaceMatches(change, state, round, before, { seed, ...team, action: 'round.repair' }));
      const planned = pairSwissRound(withoutRound, phase, round.number, seed, profileOf(state));
      if (!planned.ok) throw new AppError(planned.error);
      return this.posted(
        change,
        await this.replaceMatches(change, state, round, before, { seed, ...planned.value, action: 'round.repair' }),
      );
    });
  }

  /** A whole round with given pairings (paper fallback, another tool's pairings). */
  async createRound(viewer: Viewer, eventId: string, pairings: PairingInput[]): Promise<Round> {
    await this.access.require(viewer, eventId, 'rounds.manage');
    return this.uow.run(viewer, async (change) => {
      let state = await this.lockedState(change, eventId);
      const last = state.rounds.at(-1);
      if (state.status === 'FINISHED') throw new AppError('EVENT_FINISHED');
      if (last) this.assertFinished(state, last);
      if (last && (await this.roundStore.endRound(change, eventId))) state = (await this.tournament.eventState(eventId, change))!;
      const phase = state.phases.at(-1) ?? (await this.firstPhase(change, state));
      if (phase.kind !== 'SWISS') throw new AppError('TOP_CUT_STARTED');
      const number = (last?.number ?? 0) + 1;
      const checked = checkManualPairings(state, phase, number, pairings);
      if (!checked.ok) throw new AppError('PAIRINGS_INVALID', { problems: checked.error });
      return this.posted(
        change,
        await this.storeRound(change, state, { phaseId: phase.id, number, seed: 'manual', ...checked.value, action: 'round.create' }),
      );
    });
  }

  /** Replaces the latest round's pairings by hand, while no result or report is in. */
  async editPairings(viewer: Viewer, roundId: string, pairings: PairingInput[]): Promise<Round> {
    const round = await this.existingRound(roundId);
    await this.access.require(viewer, round.eventId, 'rounds.manage');
    return this.uow.run(viewer, async (change) => {
      const { state, phase } = await this.editableLatestRound(change, round);
      const before = await this.tournament.matchesOfRound(round.id, change);
      // A team round's seats follow its team matches: it is paired again as a whole (repairRound).
      if (before.some((match) => match.teamMatchId !== null)) throw new AppError('TEAM_ROUND_NOT_EDITABLE');
      const withoutRound = { ...state, rounds: state.rounds.filter((r) => r.id !== round.id) };
      const checked = checkManualPairings(withoutRound, phase, round.number, pairings);
      if (!checked.ok) throw new AppError('PAIRINGS_INVALID', { problems: checked.error });
      return this.posted(
        change,
        await this.replaceMatches(change, state, round, before, { seed: round.seed, ...checked.value, action: 'round.edit' }),
      );
    });
  }

  publish(viewer: Viewer, roundId: string) {
    return this.changeRound(viewer, roundId, 'round.publish', (round) => {
      if (round.publishedAt) throw new AppError('ROUND_ALREADY_PUBLISHED');
      return { publishedAt: new Date(), status: 'PUBLISHED' };
    });
  }

  /**
   * Starts the round clock: the event's round time, or the profile's playoff times. A length staff
   * set under the rules' minimum (MTR appendix B) needs ROUND_SHORTER_THAN_MINIMUM accepted, and is recorded.
   */
  startClock(viewer: Viewer, roundId: string, minutes?: number | null, acceptWarnings?: string[] | null) {
    return this.changeRound(viewer, roundId, 'round.clock.start', async (round, state, change) => {
      if (minutes != null) await this.events.acceptRoundClock(change, state.id, round.number, minutes, acceptWarnings);
      const now = new Date();
      const length = minutes ?? this.roundMinutes(state, round);
      return { startedAt: now, pausedAt: null, endsAt: length === null ? null : new Date(now.getTime() + length * 60000) };
    });
  }

  pauseClock(viewer: Viewer, roundId: string) {
    return this.changeRound(viewer, roundId, 'round.clock.pause', (round) => {
      if (!round.endsAt) throw new AppError('CLOCK_NOT_STARTED');
      if (round.pausedAt) throw new AppError('CLOCK_ALREADY_PAUSED');
      return { pausedAt: new Date() };
    });
  }

  resumeClock(viewer: Viewer, roundId: string) {
    return this.changeRound(viewer, roundId, 'round.clock.resume', (round) => {
      if (!round.pausedAt || !round.endsAt) throw new AppError('CLOCK_NOT_PAUSED');
      const paused = Date.now() - round.pausedAt.getTime();
      return { pausedAt: null, endsAt: new Date(round.endsAt.getTime() + paused) };
    });
  }

  /**
   * Adds (or, negative, takes) minutes from the whole round's time: a late start, a fire alarm. Taking
   * more than the round has had since its start is refused with CLOCK_BEFORE_START.
   */
  adjustClock(viewer: Viewer, roundId: string, minutes: number) {
    return this.changeRound(viewer, roundId, 'round.clock.adjust', (round) => {
      if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > 60) throw invalidInput('minutes', 'outOfRange');
      if (!round.endsAt) throw new AppError('CLOCK_NOT_STARTED');
      const endsAt = new Date(round.endsAt.getTime() + minutes * 60000);
      // A round's end never comes before its start: refused (not clamped), nothing changed.
      if (round.startedAt && endsAt.getTime() < round.startedAt.getTime()) throw new AppError('CLOCK_BEFORE_START');
      return { endsAt };
    });
  }

  async roundsOf(viewer: Viewer, eventId: string) {
    await this.access.requireReader(viewer, eventId);
    return this.rounds.roundsOf(eventId, viewer.kind === 'player');
  }

  async matchesOf(viewer: Viewer, round: Round) {
    await this.access.requireReader(viewer, round.eventId);
    if (viewer.kind === 'player' && !round.publishedAt) return [];
    const matches = await this.tournament.matchesOfRound(round.id);
    return matches.map((match) => ({ ...match, eventId: round.eventId, roundNumber: round.number }));
  }

  /**
   * A team round's team matches by table, each with its seat matches; none in an individual event.
   * As `matchesOf` for players. In a top cut each team has its seed (its members' phase entries').
   */
  async teamMatchesOf(viewer: Viewer, round: Round, request: object = {}): Promise<TeamMatchModel[]> {
    const matches = await this.matchesOf(viewer, round);
    if (!matches.some((match) => match.teamMatchId !== null)) return [];
    const playoff = (await this.phaseOf(round)).kind === 'SINGLE_ELIMINATION';
    const seeds = playoff ? (await this.pairingFacts(request, round.id)).seeds : new Map<string, number>();
    return (await this.tournament.teamMatchesOfRound(round.id)).map((row) => toTeamMatchModel(row, matches, seeds));
  }

  /**
   * What pairing lists show beside the names of a round: each player's match points before it
   * (the engine's standings through the previous round) and player IDs for names that occur
   * twice. `request` keys a cache of the event's state, loaded once for all rounds of a request.
   */
  pairingFacts(request: object, roundId: string): Promise<PairingFacts> {
    return this.factsOfRequest(request, roundId, async () => {
      const round = await this.existingRound(roundId);
      const state = await this.statesOfRequest(request, round.eventId, async () => (await this.tournament.eventState(round.eventId))!);
      const standings = standingsOf(state, profileOf(state), round.number - 1);
      const seeds = new Map(
        (state.phases.find((phase) => phase.id === round.phaseId)?.entries ?? []).flatMap((entry) =>
          entry.seed === null ? [] : [[entry.playerId, entry.seed] as const],
        ),
      );
      const phase = state.phases.find((candidate) => candidate.id === round.phaseId);
      const draw = phase ? seatDrawOf(phase) : null;
      const names = new Map(state.players.map((player) => [player.id, player.name]));
      return {
        points: new Map(standings.map((row) => [row.playerId, row.matchPoints])),
        distinguishingIds: distinguishingIds(state.players),
        readings: new Map(state.players.flatMap((player) => (player.nameReading ? [[player.id, player.nameReading]] : []))),
        seeds,
        draftSeats: new Map(draw?.seats.map((playerId, i) => [playerId, i + 1]) ?? []),
        seatDraw: draw && {
          method: draw.method,
          seed: draw.seed ?? null,
          seats: draw.seats.map((playerId, i) => ({
            seat: i + 1,
            playerId,
            name: names.get(playerId) ?? '',
            swissRank: seeds.get(playerId) ?? 0,
          })),
        },
      };
    });
  }

  /**
   * The Swiss stage or playoff a round belongs to. A phase's kind and number never change once
   * created, so each is read once per process (a list of rounds costs no query per round).
   */
  async phaseOf(round: Round): Promise<{ kind: PhaseKind; number: number; day: number }> {
    const known = this.phases.get(round.phaseId);
    if (known) return known;
    const phase = await this.rounds.findPhase(round.phaseId);
    if (!phase) throw new AppError('NOT_FOUND', { entity: 'phase' });
    this.phases.set(phase.id, { kind: phase.kind, number: phase.number, day: phase.day });
    return phase;
  }

  /**
   * Round 1 while check-in is in use and some players have not checked in: refused until staff
   * choose; DROP drops them as no-shows (audited, in the pairing's change). Returns whether anyone dropped.
   */
  private async settleCheckIn(change: Change, state: EventState, choice: NotCheckedIn | null | undefined): Promise<boolean> {
    const notCheckedIn = notCheckedInPlayers(state);
    if (notCheckedIn.length === 0 || choice === NotCheckedIn.PAIR) return false;
    if (!choice) throw new AppError('PLAYERS_NOT_CHECKED_IN', { count: notCheckedIn.length });
    await this.players.dropNoShows(change, state.id, notCheckedIn);
    return true;
  }

  /** Open pages and dashboards refetch the round's pairings once the change has committed. */
  private posted(change: Change, round: Round): Round {
    change.publish({ eventId: round.eventId, kind: 'PAIRINGS_POSTED', roundNumber: round.number });
    return round;
  }

  private roundMinutes(state: EventState, round: Round): number | null {
    const phase = state.phases.find((p) => p.id === round.phaseId)!;
    if (phase.kind === 'SWISS') return state.roundMinutes;
    const limits = profileOf(state).timeLimits;
    // A bracket of N players (or teams: their members share a seed) halves each round: the final is the round that leaves one match.
    const isFinal =
      new Set(phase.entries.map((entry) => entry.seed)).size >>
        state.rounds.filter((r) => r.phaseId === phase.id && r.number <= round.number).length <=
      1;
    return isFinal ? limits.finalMinutes : limits.playoffRoundMinutes;
  }

  private async changeRound(
    viewer: Viewer,
    roundId: string,
    action: string,
    compute: (round: Round, state: EventState, change: Change) => ClockData | Promise<ClockData>,
  ) {
    const round = await this.existingRound(roundId);
    await this.access.require(viewer, round.eventId, 'rounds.manage');
    return this.uow.run(viewer, async (change) => {
      const state = await this.lockedState(change, round.eventId);
      const before = state.rounds.find((r) => r.id === roundId)!;
      const data = await compute(before, state, change);
      const after = await this.rounds.updateRound(change.tx, roundId, data);
      await change.audit({
        eventId: round.eventId,
        action,
        entityType: 'Round',
        entityId: roundId,
        before: clockOf(before),
        after: clockOf(after),
      });
      change.publish({
        eventId: round.eventId,
        kind: action === 'round.publish' ? 'PAIRINGS_POSTED' : 'CLOCK_CHANGED',
        roundNumber: after.number,
      });
      return after;
    });
  }

  private async pairPlayoffRound(change: Change, state: EventState, phase: EventState['phases'][number]) {
    const profile = profileOf(state);
    const bracket = bracketOf(state, phase, profile.playoffBestOf);
    if (!bracket.ok) throw new AppError('TOP_CUT_INVALID', { size: phase.entries.length });
    const current = state.rounds.at(-1)!;
    const next = advance(bracket.value, playoffResults(state, current), advanceOptionsOf(state, profile.playoffBestOf));
    if (!next.ok) {
      // A drawn team match (a seat lost by both players, IPG 4.3 example A): staff settle a seat first.
      if (next.error.code === 'RESULT_PLAYOFF_DRAW' && state.teamFormat) throw new AppError('TEAM_PLAYOFF_DRAWN');
      throw new AppError('ROUND_NOT_FINISHED', { round: current.number });
    }
    if (next.value.champion !== undefined) {
      await this.rounds.closeOpenRounds(change.tx, state.id);
      await this.events.progress(change, state.id, { status: 'FINISHED' });
      // Nobody waits for a judge at a finished event: its open calls close with it.
      await this.judgeCalls.closeOpen(change, { eventId: state.id });
      await change.audit({
        eventId: state.id,
        action: 'event.finish',
        entityType: 'Event',
        entityId: state.id,
        after: { champion: next.value.champion },
      });
      return (await this.rounds.findRound(current.id, change.tx))!;
    }
    const bracketRound = next.value.rounds.at(-1)!;
    const format = teamFormatOf(state);
    const team = format ? teamPlayoffRound(state, format, bracketRound, profile) : undefined;
    const pairings = team
      ? team.matches.map((match) => ({ table: match.table, player1: match.player1Id, player2: match.player2Id ?? null }))
      : bracketRound.map((match, i) => ({ table: i + 1, player1: match.player1!, player2: match.player2 }));
    return this.storeRound(change, state, {
      phaseId: phase.id,
      number: current.number + 1,
      seed: 'bracket',
      pairings,
      explanations: [],
      warnings: [],
      action: 'round.pair',
      team,
    });
  }

  /**
   * A team event's round (its Swiss phase): teams paired by `pairTeamRound`, seat matches under
   * their team matches; null for an individual event. Team rounds carry no pairing explanations:
   * the engine's name teams, which the notes' player fields cannot show.
   */
  private async planTeamRound(
    change: Change,
    state: EventState,
    number: number,
    seed: string,
  ): Promise<(PlannedRound & { team: PlannedTeamRound }) | null> {
    const format = state.teamFormat ? findTeamFormat(state.teamFormat) : undefined;
    if (!format) return null;
    const teams = await this.teams.teamsOfEvent(state.id, change);
    const teamMatches = (await this.tournament.teamMatchesOfEvent(state.id, change)).filter((teamMatch) => teamMatch.roundNumber < number);
    const team = pairTeamRound(state, format, teams, teamMatches, number, seed, profileOf(state));
    const pairings = team.matches.map((match) => ({ table: match.table, player1: match.player1Id, player2: match.player2Id ?? null }));
    return { pairings, explanations: [], warnings: [], team };
  }

  /**
   * A new round of this plan: byes final at once, the event running from its first round, audited
   * with its pairings (a team round: its team pairings too).
   */
  private storeRound(
    change: Change,
    state: EventState,
    plan: { phaseId: string; number: number; seed: string; action: string; team?: PlannedTeamRound } & PlannedRound,
  ) {
    return this.roundStore.store(change, state, {
      phaseId: plan.phaseId,
      number: plan.number,
      seed: plan.seed,
      explanations: plan.explanations,
      warnings: plan.warnings,
      matches: plan.team?.matches ?? this.matchRows(state, plan.pairings),
      teamMatches: plan.team?.teamMatches,
      event: state.status === 'REGISTRATION' ? { status: 'RUNNING' } : undefined,
      audit: (round) => ({
        eventId: state.id,
        action: plan.action,
        entityType: 'Round',
        entityId: round.id,
        after: {
          number: plan.number,
          seed: plan.seed,
          pairings: plan.pairings,
          ...(plan.team ? { teamPairings: plan.team.teamPairings } : {}),
          explanations: plan.explanations,
          warnings: plan.warnings,
        },
      }),
    });
  }

  private async replaceMatches(
    change: Change,
    state: EventState,
    round: Round,
    before: { table: number; player1Id: string; player2Id: string | null }[],
    plan: { seed: string; action: string; team?: PlannedTeamRound } & PlannedRound,
  ) {
    await this.roundStore.replaceMatches(
      change,
      state.id,
      round.id,
      plan.team?.matches ?? this.matchRows(state, plan.pairings),
      plan.team?.teamMatches,
    );
    const after = await this.rounds.updateRound(change.tx, round.id, {
      seed: plan.seed,
      explanations: plan.explanations as never,
      warnings: plan.warnings as never,
    });
    await change.audit({
      eventId: state.id,
      action: plan.action,
      entityType: 'Round',
      entityId: round.id,
      before: { seed: round.seed, pairings: before.map((m) => ({ table: m.table, player1: m.player1Id, player2: m.player2Id })) },
      after: {
        seed: plan.seed,
        pairings: plan.pairings,
        ...(plan.team ? { teamPairings: plan.team.teamPairings } : {}),
        warnings: plan.warnings,
      },
    });
    return after;
  }

  /** Byes are final at once: a win by the profile's bye games to none. */
  private matchRows(state: EventState, pairings: PlannedPairing[]) {
    const byeGames = profileOf(state).byeGamesWon;
    return pairings.map((pairing) => ({
      table: pairing.table,
      player1Id: pairing.player1,
      player2Id: pairing.player2,
      ...(pairing.player2 === null ? { status: 'FINAL' as const, player1Wins: byeGames } : {}),
    }));
  }

  /** Phase 1 is created with the first round; its Swiss rounds are fixed from then on. */
  private async firstPhase(change: Change, state: EventState) {
    const effective = effectivePlayerCount(participantsOf(state).filter((p) => !p.dropped && !p.disqualified));
    const recommended = recommendEventStructure(effective);
    const plannedRounds =
      state.plannedRounds ??
      (recommended.ok ? (recommended.value.kind === 'swiss' ? recommended.value.swissRounds : recommended.value.rounds) : null);
    if (state.plannedRounds === null && plannedRounds !== null) await this.events.progress(change, state.id, { plannedRounds });
    const phase = await this.roundStore.addPhase(change, { eventId: state.id, number: 1, name: 'Swiss', kind: 'SWISS', plannedRounds }, []);
    return { ...phase, entries: [] };
  }

  private assertFinished(state: EventState, round: EventState['rounds'][number]) {
    const phase = state.phases.find((p) => p.id === round.phaseId)!;
    if (phase.kind === 'SINGLE_ELIMINATION' && !state.teamFormat) {
      const bracket = bracketOf(state, phase, profileOf(state).playoffBestOf);
      const waiting = bracket.ok ? matchesAwaitingResults(bracket.value, withdrawnPlayers(state)) : [];
      const finals = new Set(round.matches.filter((m) => m.status === 'FINAL').map((m) => `${m.player1Id}|${m.player2Id}`));
      if (waiting.some((m) => !finals.has(`${m.player1}|${m.player2}`))) throw new AppError('ROUND_NOT_FINISHED', { round: round.number });
      return;
    }
    if (round.matches.some((match) => match.status !== 'FINAL')) throw new AppError('ROUND_NOT_FINISHED', { round: round.number });
  }

  private async editableLatestRound(change: Change, round: Round) {
    const state = await this.lockedState(change, round.eventId);
    if (state.rounds.at(-1)?.id !== round.id) throw new AppError('NOT_LATEST_ROUND');
    if ((await this.tournament.resultsIn(round.id, change)) > 0) throw new AppError('RESULTS_ALREADY_IN');
    return { state, phase: state.phases.find((p) => p.id === round.phaseId)! };
  }

  private async lockedState(change: Change, eventId: string): Promise<EventState> {
    if (!(await change.lockEvent(eventId))) throw new AppError('NOT_FOUND', { entity: 'event' });
    return (await this.tournament.eventState(eventId, change))!;
  }

  private async existingRound(id: string) {
    const round = await this.rounds.findRound(id);
    if (!round) throw new AppError('NOT_FOUND', { entity: 'round' });
    return round;
  }
}

/**
 * Once anyone has checked in, check-in is in use: the active players who have not are the
 * possible no-shows of round 1. Nobody checked in: check-in is not used, nobody is left out.
 */
function notCheckedInPlayers(state: EventState): string[] {
  const active = state.players.filter((player) => player.droppedAt === null && !player.disqualified);
  if (!active.some((player) => player.checkedIn)) return [];
  return active.filter((player) => !player.checkedIn).map((player) => player.id);
}

function clockOf(round: Round) {
  return {
    status: round.status,
    publishedAt: round.publishedAt,
    startedAt: round.startedAt,
    pausedAt: round.pausedAt,
    endsAt: round.endsAt,
  };
}

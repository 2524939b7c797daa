import { Injectable } from '@nestjs/common';
import type { Change } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { MatchStatus } from '../../generated/prisma/client';
import { MatchesRepository } from './matches.repository';
import type { EventState, MatchInContext, MatchRow, MatchWithRound } from './matches.repository';
import { TeamMatchesRepository } from './team-matches.repository';
import type { TeamMatchOfEvent, TeamMatchRow } from './team-matches.repository';

/**
 * What other features read of an event's tournament state and its matches: plain reads, on a
 * change's transaction when one is given (a change reads what it has written, under its locks),
 * else each on its own. Match rows are written through `MatchSteps` only.
 */
@Injectable()
export class TournamentState {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly teamMatches: TeamMatchesRepository,
  ) {}

  /** The event with its players, phases, rounds and every match: what the engine is given. */
  eventState(eventId: string, change?: Change): Promise<EventState | null> {
    return this.matches.loadEventState(eventId, change?.tx);
  }

  /** A version of each event's state, different after any change to it (unknown ids are left out). */
  eventVersions(eventIds: readonly string[]): Promise<Map<string, string>> {
    return this.matches.eventVersions(eventIds);
  }

  /** Several events' states at once, in no particular order (unknown ids are left out). */
  eventStates(eventIds: readonly string[]): Promise<EventState[]> {
    return this.matches.loadEventStates(eventIds);
  }

  /** The match with its round, phase, event and players' names; null when there is none (or the id is malformed). */
  match(id: string, change?: Change): Promise<MatchInContext | null> {
    return this.matches.find(id, change?.tx);
  }

  /** As `match`, for a match that must exist: NOT_FOUND (match) when it does not. */
  async existingMatch(id: string, change?: Change): Promise<MatchInContext> {
    const match = await this.matches.find(id, change?.tx);
    if (!match) throw new AppError('NOT_FOUND', { entity: 'match' });
    return match;
  }

  /** The player's latest match (highest round), whatever its state. */
  latestMatchOf(playerId: string, change?: Change): Promise<MatchInContext | null> {
    return this.matches.latestOf(playerId, change?.tx);
  }

  /** The round's matches with their players, by table. */
  matchesOfRound(roundId: string, change?: Change): Promise<MatchRow[]> {
    return this.matches.ofRound(roundId, change?.tx);
  }

  /** A player's matches in published rounds, newest first. */
  matchesOfPlayer(playerId: string): Promise<MatchWithRound[]> {
    return this.matches.ofPlayer(playerId);
  }

  /** Two-Headed Giant: the team's shared games a seat-B member does not play in, newest first. */
  sharedGamesOfTeammate(playerId: string): Promise<MatchWithRound[]> {
    return this.matches.sharedGamesOfTeammate(playerId);
  }

  /** Ids of every match the player is in, published or not. */
  matchIdsOfPlayer(playerId: string): Promise<string[]> {
    return this.matches.idsOfPlayer(playerId);
  }

  /** The event's matches in these states, by round and table. */
  matchesWithStatus(eventId: string, statuses: MatchStatus[]): Promise<MatchWithRound[]> {
    return this.matches.withStatus(eventId, statuses);
  }

  /** The reports on these matches, oldest first: one query for a page of matches. */
  reportsOf(matchIds: readonly string[]) {
    return this.matches.reportsOf(matchIds);
  }

  /** The player's latest report on the match, or null. */
  latestReport(matchId: string, playerId: string) {
    return this.matches.latestReport(matchId, playerId);
  }

  /** Results or reports already in for the round's real matches (byes do not count). */
  resultsIn(roundId: string, change?: Change): Promise<number> {
    return this.matches.resultsIn(roundId, change?.tx);
  }

  /** The number of the first round the player was paired in, or null. */
  firstRoundOf(playerId: string, change?: Change): Promise<number | null> {
    return this.matches.firstRoundOf(playerId, change?.tx);
  }

  /** A team event's team matches, by round and table: what team pairings and standings are computed from. */
  teamMatchesOfEvent(eventId: string, change?: Change): Promise<TeamMatchOfEvent[]> {
    return this.teamMatches.ofEvent(eventId, change?.tx);
  }

  /** The round's team matches with their teams' names, by table. */
  teamMatchesOfRound(roundId: string, change?: Change): Promise<TeamMatchRow[]> {
    return this.teamMatches.ofRound(roundId, change?.tx);
  }

  /** Team matches by id, with their teams' names (a page of seat matches asks for theirs at once). */
  teamMatchesByIds(ids: readonly string[]): Promise<TeamMatchRow[]> {
    return this.teamMatches.byIds(ids);
  }
}

import type { PlayerId } from '../model';
import type { TeamFormat, TeamSeat } from './formats';

/** Identifiers are opaque strings chosen by the caller, like player ids. */
export type TeamId = string;

/** A team member and the seat registered for them, fixed for the event (MTR 8.2). */
export interface TeamMember {
  readonly playerId: PlayerId;
  readonly seat: TeamSeat;
  readonly dropped?: boolean;
}

export interface TeamRoster {
  readonly id: TeamId;
  readonly name: string;
  readonly members: readonly TeamMember[];
}

export type TeamRosterProblemCode =
  | 'TEAM_NAME_EMPTY'
  | 'TEAM_NAME_TOO_LONG'
  | 'TEAM_WRONG_SIZE'
  | 'TEAM_SEAT_NOT_IN_FORMAT'
  | 'TEAM_SEAT_DUPLICATE'
  | 'TEAM_SEAT_MISSING'
  | 'TEAM_PLAYER_REPEATED'
  | 'TEAM_PLAYER_IN_OTHER_TEAM';

export interface TeamRosterProblem {
  readonly code: TeamRosterProblemCode;
  readonly params: {
    readonly rule?: string;
    readonly seat?: TeamSeat;
    readonly playerId?: PlayerId;
    /** The other team of the event the player is in. */
    readonly otherTeam?: TeamId;
    readonly count?: number;
    readonly expected?: number;
    readonly max?: number;
  };
}

/**
 * Longest team name, in characters: Taikai's limit, like a player's name. Whether a name is
 * offensive is the staff's decision (MTR 8.1, judge-handbook-ja.txt:17186 「認めなくてもよい」),
 * so no word list is checked.
 */
export const TEAM_NAME_MAX_LENGTH = 100;

/**
 * Every problem of one team's registration, in the event's other teams' company: a name, as many
 * members as the format has seats (MTR 8.2 「2人または3人」, judge-handbook-ja.txt:17188), each seat
 * of the format taken once (:17199 「順番」), and nobody playing in two teams of one event (:17191
 * 「同時に単一の」). `otherTeams` may include the team itself (by id).
 */
export function checkTeamRoster(format: TeamFormat, team: TeamRoster, otherTeams: readonly TeamRoster[] = []): TeamRosterProblem[] {
  return [...nameProblems(team.name), ...compositionProblems(format, team.members), ...otherTeamProblems(team, otherTeams)];
}

function nameProblems(name: string): TeamRosterProblem[] {
  const trimmed = name.trim();
  if (trimmed === '') return [{ code: 'TEAM_NAME_EMPTY', params: { rule: 'MTR 8.1' } }];
  const length = [...trimmed].length;
  if (length > TEAM_NAME_MAX_LENGTH) return [{ code: 'TEAM_NAME_TOO_LONG', params: { count: length, max: TEAM_NAME_MAX_LENGTH } }];
  return [];
}

function compositionProblems(format: TeamFormat, members: readonly TeamMember[]): TeamRosterProblem[] {
  const rule = 'MTR 8.2';
  const problems: TeamRosterProblem[] = [];
  if (members.length !== format.seats.length) {
    problems.push({ code: 'TEAM_WRONG_SIZE', params: { rule, count: members.length, expected: format.seats.length } });
  }
  const players = new Set<PlayerId>();
  const seats = new Set<TeamSeat>();
  for (const { playerId, seat } of members) {
    if (players.has(playerId)) problems.push({ code: 'TEAM_PLAYER_REPEATED', params: { rule, playerId } });
    players.add(playerId);
    if (!format.seats.includes(seat)) problems.push({ code: 'TEAM_SEAT_NOT_IN_FORMAT', params: { rule, seat } });
    else if (seats.has(seat)) problems.push({ code: 'TEAM_SEAT_DUPLICATE', params: { rule, seat } });
    seats.add(seat);
  }
  for (const seat of format.seats) if (!seats.has(seat)) problems.push({ code: 'TEAM_SEAT_MISSING', params: { rule, seat } });
  return problems;
}

function otherTeamProblems(team: TeamRoster, otherTeams: readonly TeamRoster[]): TeamRosterProblem[] {
  const teamOf = new Map<PlayerId, TeamId>();
  for (const other of otherTeams) {
    if (other.id === team.id) continue;
    for (const member of other.members) if (!teamOf.has(member.playerId)) teamOf.set(member.playerId, other.id);
  }
  const problems: TeamRosterProblem[] = [];
  for (const { playerId } of team.members) {
    const otherTeam = teamOf.get(playerId);
    if (otherTeam !== undefined) problems.push({ code: 'TEAM_PLAYER_IN_OTHER_TEAM', params: { rule: 'MTR 8.2', playerId, otherTeam } });
  }
  return problems;
}

/**
 * One member's drop drops the whole team (MTR 8.2, judge-handbook-ja.txt:17193 「そのチーム全体が」):
 * the team is not paired any more, its rounds played still count.
 */
export function teamDropped(members: readonly TeamMember[]): boolean {
  return members.some((member) => member.dropped === true);
}

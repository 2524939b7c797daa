import { randomUUID } from 'node:crypto';
import {
  pairTeamSwissRound,
  type Participant,
  type RuleProfile,
  seatPairings,
  type TeamFormat,
  type TeamMatchResult,
  type TeamMember,
  type TeamSeat,
  teamDropped,
  teamMatchSlots,
} from '@taikai/engine';
import { AppError } from '../../platform/errors';
import type { EventState, NewMatch } from './matches.repository';
import type { NewTeamMatch, TeamMatchOfEvent } from './team-matches.repository';

/** A team as the pairing needs it: core/teams' row (its members are the event's players naming it). */
export interface PairedTeam {
  id: string;
  name: string;
  droppedAt: Date | null;
}

/** A team round to store: the team matches, their seat matches, and the pairings as audited. */
export interface PlannedTeamRound {
  teamMatches: NewTeamMatch[];
  matches: NewMatch[];
  /** Team against team by table (team2 null: a bye), for the audit log. */
  teamPairings: { table: number; team1: string; team2: string | null }[];
}

/** Each team's members in their seats, dropped (or disqualified) members marked: one drops the team (MTR 8.2). */
function rostersOf(state: EventState): Map<string, TeamMember[]> {
  const rosters = new Map<string, TeamMember[]>();
  for (const player of state.players) {
    if (!player.teamId || !player.teamSeat) continue;
    const members = rosters.get(player.teamId) ?? [];
    members.push({ playerId: player.id, seat: player.teamSeat as TeamSeat, dropped: player.droppedAt !== null || player.disqualified });
    rosters.set(player.teamId, members);
  }
  return rosters;
}

/** Final team matches as the engine's results: a bye is a result too. */
export function teamMatchResults(teamMatches: readonly TeamMatchOfEvent[]): TeamMatchResult[] {
  return teamMatches.flatMap((teamMatch): TeamMatchResult[] => {
    if (teamMatch.status !== 'FINAL') return [];
    const base = { round: teamMatch.roundNumber, phase: teamMatch.phaseNumber, team1: teamMatch.team1Id };
    if (teamMatch.team2Id === null) return [{ ...base, team2: null }];
    if (teamMatch.outcome === null) return [];
    return [{ ...base, team2: teamMatch.team2Id, outcome: teamMatch.outcome.toLowerCase() as 'team1' | 'team2' | 'draw' }];
  });
}

/** Teams as the engine's participants: a team whose member dropped (or that staff dropped) is out. */
export function teamParticipants(state: EventState, teams: readonly PairedTeam[]): Participant[] {
  const rosters = rostersOf(state);
  return teams.map((team) => ({ id: team.id, dropped: team.droppedAt !== null || teamDropped(rosters.get(team.id) ?? []) }));
}

/**
 * A Swiss round of teams (`pairTeamSwissRound`: team standings by match results, no rematch, one
 * bye), then each team match's seat matches (`seatPairings`: A plays A, MTR 8.2; one shared game in
 * Two-Headed Giant, MTR 9.1) with team 1's players as player 1. Tables: team match N's seats take
 * tables (N-1)×slots+1 onward, so a team sits together; a team's bye gives each member a bye seat
 * match (final at once, the profile's bye games) after the last table. Refused with
 * TEAM_INCOMPLETE, naming the team, when a team still in the event has an empty seat, and with
 * PLAYER_WITHOUT_TEAM when an active player is in no team (they could not be paired).
 */
export function pairTeamRound(
  state: EventState,
  format: TeamFormat,
  teams: readonly PairedTeam[],
  teamMatches: readonly TeamMatchOfEvent[],
  round: number,
  seed: string,
  profile: RuleProfile,
): PlannedTeamRound {
  const rosters = rostersOf(state);
  const participants = teamParticipants(state, teams);
  const active = new Set(participants.filter((team) => !team.dropped).map((team) => team.id));
  for (const team of teams) {
    if (!active.has(team.id)) continue;
    const seats = new Set((rosters.get(team.id) ?? []).map((member) => member.seat));
    const missing = format.seats.filter((seat) => !seats.has(seat));
    if (missing.length) throw new AppError('TEAM_INCOMPLETE', { team: team.name, seats: missing.join(', ') });
  }
  const loner = state.players.find((player) => !player.teamId && player.droppedAt === null && !player.disqualified);
  if (loner) throw new AppError('PLAYER_WITHOUT_TEAM', { name: loner.name });
  if (active.size < 2) throw new AppError('TOO_FEW_PLAYERS');

  const paired = pairTeamSwissRound({ round, seed, teams: participants, results: teamMatchResults(teamMatches), profile });
  return seatMatchesOf(format, rosters, paired.pairings, profile);
}

/**
 * A playoff round of teams (the bracket's pairings, team 1 the better seed: MTR 2.2): each team
 * match with its seat matches, as a Swiss team round is stored (`pairTeamRound`).
 */
export function teamPlayoffRound(
  state: EventState,
  format: TeamFormat,
  pairings: readonly { player1: string | null; player2: string | null }[],
  profile: RuleProfile,
): PlannedTeamRound {
  // The bracket puts a team left alone in player 1 (its bye); a match both teams left is nobody's.
  const played = pairings.flatMap((pairing) => (pairing.player1 === null ? [] : [{ player1: pairing.player1, player2: pairing.player2 }]));
  return seatMatchesOf(format, rostersOf(state), played, profile);
}

/**
 * Team pairings as rows: team match N's seats take tables (N-1)×slots+1 onward, so a team sits
 * together; a team's bye gives each member a bye seat match after the last table.
 */
function seatMatchesOf(
  format: TeamFormat,
  rosters: Map<string, TeamMember[]>,
  pairings: readonly { player1: string; player2: string | null }[],
  profile: RuleProfile,
): PlannedTeamRound {
  const slots = teamMatchSlots(format);
  const real = pairings.filter((pairing): pairing is { player1: string; player2: string } => pairing.player2 !== null);
  const byes = pairings.filter((pairing) => pairing.player2 === null);
  const planned: PlannedTeamRound = { teamMatches: [], matches: [], teamPairings: [] };
  real.forEach((pairing, i) => {
    const id = randomUUID();
    const table = i + 1;
    planned.teamMatches.push({ id, table, team1Id: pairing.player1, team2Id: pairing.player2, status: 'PENDING', outcome: null });
    planned.teamPairings.push({ table, team1: pairing.player1, team2: pairing.player2 });
    seatPairings(format, { table, player1: pairing.player1, player2: pairing.player2 }, rosters).forEach((seat, s) =>
      planned.matches.push({
        table: i * slots.length + s + 1,
        player1Id: seat.players1[0],
        player2Id: seat.players2[0],
        teamMatchId: id,
        teamSlot: seat.slot,
      }),
    );
  });
  let nextTable = real.length * slots.length;
  byes.forEach((pairing, i) => {
    const id = randomUUID();
    const table = real.length + i + 1;
    planned.teamMatches.push({ id, table, team1Id: pairing.player1, team2Id: null, status: 'FINAL', outcome: 'TEAM1' });
    planned.teamPairings.push({ table, team1: pairing.player1, team2: null });
    for (const member of [...(rosters.get(pairing.player1) ?? [])].sort((a, b) => a.seat.localeCompare(b.seat))) {
      planned.matches.push({
        table: ++nextTable,
        player1Id: member.playerId,
        player2Id: null,
        status: 'FINAL',
        player1Wins: profile.byeGamesWon,
        teamMatchId: id,
        teamSlot: member.seat,
      });
    }
  });
  return planned;
}

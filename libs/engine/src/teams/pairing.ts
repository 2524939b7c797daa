import type { Participant, PlayerId } from '../model';
import { Pairing, pairSwissRound, SearchLimits, SwissPairingResult } from '../pairing';
import type { RuleProfile } from '../profiles';
import type { TeamFormat } from './formats';
import type { TeamId, TeamMember } from './roster';
import { teamStandings } from './standings';
import { teamMatchRecord, TeamMatchResult, teamMatchSlots, TeamSlot } from './team-match';

export interface TeamSwissPairingRequest {
  /** The round being paired (1-based). */
  readonly round: number;
  readonly seed: string;
  /** Teams as participants (ids are team ids); a dropped team (`teamDropped`) is not paired. */
  readonly teams: readonly Participant[];
  /** Team match results so far; those of this round or later are ignored. */
  readonly results: readonly TeamMatchResult[];
  readonly profile: RuleProfile;
  readonly limits?: SearchLimits;
}

/**
 * Pairs a Swiss round of teams: `pairSwissRound` with teams as the participants, ranked by the
 * team standings (match results only, MTR appendix C), avoiding rematches between teams and
 * giving one bye for an odd count, as for players. Seats are paired by `seatPairings`.
 */
export function pairTeamSwissRound(request: TeamSwissPairingRequest): SwissPairingResult {
  const earlier = request.results.filter((result) => result.round < request.round);
  const standings = teamStandings(request.teams, earlier, request.profile);
  return pairSwissRound({
    round: request.round,
    seed: request.seed,
    standings: standings.map((row) => ({ id: row.playerId, matchPoints: row.matchPoints })),
    history: earlier.map(teamMatchRecord),
    participants: request.teams,
    ...(request.limits ? { limits: request.limits } : {}),
  });
}

/** One match of a team match: the players of each team in it (one each, or both teams' members in a shared game). */
export interface SeatPairing {
  readonly slot: TeamSlot;
  readonly team1: TeamId;
  readonly team2: TeamId;
  /** In seat order. */
  readonly players1: readonly PlayerId[];
  readonly players2: readonly PlayerId[];
}

/**
 * The matches of a paired team match: player A plays the other team's player A, B plays B, C
 * plays C (MTR 8.2, judge-handbook-ja.txt:17200-17202 「プレイヤーＣとプレイする」); in Two-Headed Giant
 * one game with every member of both teams (MTR 9.1, :17324 「1ゲームからなる」), who sits where
 * being the team's choice each match (9.4). A bye has no matches. Rosters are expected to have
 * passed `checkTeamRoster`: a seat without a member is a caller's bug.
 */
export function seatPairings(format: TeamFormat, teamPairing: Pairing, rosters: ReadonlyMap<TeamId, readonly TeamMember[]>): SeatPairing[] {
  const { player1: team1, player2: team2 } = teamPairing;
  if (team2 === null) return [];
  const membersOf = (team: TeamId) => {
    const members = rosters.get(team);
    if (members === undefined) throw new Error(`No roster for team ${team}`);
    return members;
  };
  const playersAt = (team: TeamId, slot: TeamSlot): PlayerId[] =>
    format.seats
      .filter((seat) => slot === 'SHARED' || seat === slot)
      .map((seat) => {
        const member = membersOf(team).find((m) => m.seat === seat);
        if (member === undefined) throw new Error(`Team ${team} has nobody at seat ${seat}`);
        return member.playerId;
      });
  return teamMatchSlots(format).map((slot) => ({ slot, team1, team2, players1: playersAt(team1, slot), players2: playersAt(team2, slot) }));
}

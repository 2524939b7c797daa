import type { MatchFieldsFragment, RoundFieldsFragment, TeamMatchStatus } from '../generated/graphql';
import { byName, type NameRow } from './pairingLists';
import { formatRate } from './formats/rates';

type TeamMatchRow = RoundFieldsFragment['teamMatches'][number];

export interface TeamPairing {
  teamMatch: TeamMatchRow;
  /** Its seat matches by seat (A, B, C, or the one SHARED game). */
  seats: MatchFieldsFragment[];
  /** The room's tables its seats sit at: team match N at (N-1)×seats+1… (core README, team rounds). */
  firstTable: number;
  lastTable: number;
}

/** A team match's status chip colour: playing, decided (a seat still playing), final. */
export const teamStatusColors: Record<TeamMatchStatus, 'default' | 'primary' | 'success'> = {
  PENDING: 'default',
  DECIDED: 'primary',
  FINAL: 'success',
};

/** A team round's team matches by number, each with its seat matches (the round's matches with its id). */
export function teamPairings(round: Pick<RoundFieldsFragment, 'teamMatches' | 'matches'>): TeamPairing[] {
  return [...round.teamMatches]
    .sort((a, b) => a.table - b.table)
    .map((teamMatch) => {
      const seats = round.matches
        .filter((m) => m.teamMatchId === teamMatch.id)
        .sort((a, b) => (a.teamSlot ?? '').localeCompare(b.teamSlot ?? '') || a.table - b.table);
      const tables = seats.map((m) => m.table);
      return {
        teamMatch,
        seats,
        firstTable: tables.length ? Math.min(...tables) : teamMatch.table,
        lastTable: tables.length ? Math.max(...tables) : teamMatch.table,
      };
    });
}

/** "4–6", or "4" for a team match of one game (Two-Headed Giant). */
export const tableRange = (p: Pick<TeamPairing, 'firstTable' | 'lastTable'>): string =>
  p.firstTable === p.lastTable ? String(p.firstTable) : `${p.firstTable}–${p.lastTable}`;

export interface TeamNameRow extends NameRow {
  /** A, B, C or SHARED. */
  seat: string | null;
  team: string | null;
  opponentTeam: string | null;
}

/** Every player of a team round once, by name, with their team, seat and the table of their seat match. */
export function teamNameRows(round: Pick<RoundFieldsFragment, 'teamMatches' | 'matches'>): TeamNameRow[] {
  const teamMatches = new Map(round.teamMatches.map((t) => [t.id, t]));
  return byName(round.matches).map((row) => {
    const teamMatch = row.match.teamMatchId ? teamMatches.get(row.match.teamMatchId) : undefined;
    // Team 1's players are player 1 of each seat match.
    const first = row.match.player1.id === row.playerId;
    const own = first ? teamMatch?.team1 : teamMatch?.team2;
    const other = first ? teamMatch?.team2 : teamMatch?.team1;
    return { ...row, seat: row.match.teamSlot ?? null, team: own?.name ?? null, opponentTeam: other?.name ?? null };
  });
}

/** Seat wins of each team in a team match so far: its final seat matches won by team 1's and team 2's players. */
export function seatWins(seats: readonly MatchFieldsFragment[]): { team1: number; team2: number } {
  let team1 = 0;
  let team2 = 0;
  for (const m of seats) {
    if (m.status !== 'FINAL' || !m.player2 || m.doubleLoss) continue;
    if (m.player1Wins > m.player2Wins) team1 += 1;
    else if (m.player2Wins > m.player1Wins) team2 += 1;
  }
  return { team1, team2 };
}

/** Each team's players by seat as standings and prints show them ("A 佐藤 葵", "B 鈴木 健", …), by team id. */
export function teamMemberNames(
  teams: readonly { id: string; members: readonly { seat: string; name: string }[] }[],
): Map<string, string[]> {
  return new Map(
    teams.map((team) => [team.id, [...team.members].sort((a, b) => a.seat.localeCompare(b.seat)).map((m) => `${m.seat} ${m.name}`)]),
  );
}

/** How team standings rank: match points, then OMW% with the rule profile's floor; no game points (MTR appendix C). */
export const teamStandingsFootnote = (floor: string, translate: (key: string, options?: object) => string): string =>
  translate('taikai.team_rounds.footnote', { floor, percent: formatRate(floor, 0) });

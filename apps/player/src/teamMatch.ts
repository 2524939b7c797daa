import type { MyTeamMatchFragment } from './generated/graphql';

export type TeamMatch = MyTeamMatchFragment;
type SeatMatch = TeamMatch['seatMatches'][number];
type SeatPlayer = SeatMatch['player1'];

/** A seat's result as one team sees it; `playing` until the seat match is final. */
export type SeatOutcome = 'won' | 'lost' | 'draw' | 'playing';

export interface SeatLine {
  id: string;
  /** A, B, C, or SHARED (the one Two-Headed Giant game). */
  slot: string;
  table: number;
  outcome: SeatOutcome;
  mine: SeatPlayer | null;
  theirs: SeatPlayer | null;
}

/** What a member's phone says of the team match: which team is theirs, the seats' tally and each seat. */
export interface TeamView {
  /** 1: the member's team is team 1 (its players are player 1 of each seat), 2, or null: not known yet. */
  side: 1 | 2 | null;
  opponentTeam: string | null;
  /** Seats won and lost, from the member's team's side (team 1's before the side is known). */
  wins: number;
  losses: number;
  status: TeamMatch['status'];
  /** The team's result once decided (DECIDED or FINAL); null while pending. */
  result: 'won' | 'lost' | 'draw' | null;
  seats: SeatLine[];
}

function seatOutcome(seat: SeatMatch, side: 1 | 2): SeatOutcome {
  if (seat.status !== 'FINAL') return 'playing';
  // A double loss (IPG 4.3) is a seat neither team won.
  if (seat.doubleLoss) return 'lost';
  const [mine, theirs] = side === 1 ? [seat.player1Wins, seat.player2Wins] : [seat.player2Wins, seat.player1Wins];
  return mine > theirs ? 'won' : mine < theirs ? 'lost' : 'draw';
}

/**
 * The team match from the member's side. Their side is their seat match's (player 1 is team 1's);
 * a Two-Headed Giant seat B plays in no match of their own: their team's id says it (`myTeamId`).
 */
export function teamView(
  teamMatch: TeamMatch,
  myMatch: { player1Id: string; player2Id?: string | null },
  myId: string,
  myTeamId: string | null = null,
): TeamView {
  const side =
    myMatch.player1Id === myId || (myTeamId !== null && teamMatch.team1.id === myTeamId)
      ? 1
      : myMatch.player2Id === myId || (myTeamId !== null && teamMatch.team2?.id === myTeamId)
        ? 2
        : null;
  const seen = side ?? 1;
  const seats = [...teamMatch.seatMatches]
    .sort((a, b) => a.table - b.table)
    .map((seat) => ({
      id: seat.id,
      slot: seat.teamSlot ?? '',
      table: seat.table,
      outcome: seatOutcome(seat, seen),
      mine: seen === 1 ? seat.player1 : seat.player2,
      theirs: seen === 1 ? seat.player2 : seat.player1,
    }));
  const outcome = teamMatch.outcome;
  const result =
    teamMatch.status === 'PENDING' || outcome === null
      ? null
      : outcome === 'DRAW'
        ? 'draw'
        : (outcome === 'TEAM1') === (seen === 1)
          ? 'won'
          : 'lost';
  return {
    side,
    opponentTeam: (seen === 1 ? teamMatch.team2?.name : teamMatch.team1.name) ?? null,
    wins: seats.filter((seat) => seat.outcome === 'won').length,
    losses: seats.filter((seat) => seat.outcome === 'lost').length,
    status: teamMatch.status,
    result,
    seats,
  };
}

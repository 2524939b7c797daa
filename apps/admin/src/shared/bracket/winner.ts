import type { PlayoffDrawPolicy } from '../../generated/graphql';

/** The parts of a playoff match that decide who went through. */
export interface PlayoffMatchResult {
  readonly player1: { readonly id: string; readonly seed?: number | null };
  readonly player2?: { readonly id: string; readonly seed?: number | null } | null;
  readonly player1Wins: number;
  readonly player2Wins: number;
  readonly status: string;
  /** Both players lost by penalty (IPG 4.3 example A): nobody went through. */
  readonly doubleLoss?: boolean;
}

/**
 * Who went through. A drawn final match has no winner, except under the organizer's
 * HIGHER_SEED_ADVANCES (a game that can be drawn, FFTCG 3.3): the better seed.
 */
export function winnerOf(match: PlayoffMatchResult, drawPolicy: PlayoffDrawPolicy | null = null): string | null {
  if (!match.player2) return match.player1.id;
  if (match.status !== 'FINAL' || match.doubleLoss) return null;
  if (match.player1Wins > match.player2Wins) return match.player1.id;
  if (match.player2Wins > match.player1Wins) return match.player2.id;
  if (drawPolicy === 'HIGHER_SEED_ADVANCES') {
    return (match.player2.seed ?? Infinity) < (match.player1.seed ?? Infinity) ? match.player2.id : match.player1.id;
  }
  return null;
}

/** The parts of a playoff team match that decide which team went through. */
export interface PlayoffTeamMatchResult<Team> {
  readonly team1: Team;
  /** null: a bye. */
  readonly team2: Team | null;
  readonly outcome: string | null;
}

/**
 * The team that went through a playoff team match (a bye: team 1), or null while its seats decide
 * it. The server settles the outcome from the seat matches (core README, team rounds).
 */
export function teamWinnerOf<Team>(teamMatch: PlayoffTeamMatchResult<Team>): Team | null {
  if (!teamMatch.team2) return teamMatch.team1;
  if (teamMatch.outcome === 'TEAM1') return teamMatch.team1;
  if (teamMatch.outcome === 'TEAM2') return teamMatch.team2;
  return null;
}

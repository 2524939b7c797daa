import type { Participant } from '../model';
import type { RuleProfile, TiebreakerId } from '../profiles';
import { computeStandings, StandingRow } from '../standings';
import { teamMatchRecord, TeamMatchResult } from './team-match';

/** Tiebreakers computed from match results alone; `gw` and `ogw` need game points. */
const MATCH_RESULT_TIEBREAKERS: readonly TiebreakerId[] = ['matchPoints', 'omw', 'oomw'];

/**
 * The profile for ranking teams: team events use no game points, and their tiebreakers look only
 * at the results of whole matches (MTR appendix C, judge-handbook-ja.txt:17634
 * 「マッチ全体の結果のみ」), so the game-based tiebreakers are left out (Magic: match points, then
 * OMW%). A team match is recorded as one game (`teamMatchRecord`), so a bye is worth one game too.
 */
export function teamProfileOf(profile: RuleProfile): RuleProfile {
  return {
    ...profile,
    id: `${profile.id}-teams`,
    tiebreakers: profile.tiebreakers.filter((tiebreaker) => MATCH_RESULT_TIEBREAKERS.includes(tiebreaker)),
    byeGamesWon: 1,
  };
}

/**
 * Team standings: `computeStandings` over teams (`playerId` of each row is the team id) and their
 * team match results, with `teamProfileOf(profile)`. A team is `dropped` when a member dropped
 * (`teamDropped`). The rows' game columns only repeat match results; show match results only.
 */
export function teamStandings(teams: readonly Participant[], results: readonly TeamMatchResult[], profile: RuleProfile): StandingRow[] {
  return computeStandings(teams, results.map(teamMatchRecord), teamProfileOf(profile));
}

import type { MatchState, PenaltyTarget } from '../../generated/graphql';

/** Where a penalty lands, as the judge answers it in the infraction form (kept apart from the rest of the form). */
export interface Placement {
  /** One act penalising both players (IPG 4.3 example A): one ruling for the player and their opponent. */
  bothPlayers: boolean;
  matchState: MatchState | '';
  appliesTo: PenaltyTarget | '';
  /** An earlier penalty of this player for the same error (IPG 1). */
  relatedToId: string;
}

export const emptyPlacement: Placement = { bothPlayers: false, matchState: '', appliesTo: '', relatedToId: '' };

const TOURNAMENT_PENALTIES = ['GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'];

/** IPG 1.1: where the match stands decides where a Game Loss or above lands; asked whenever there is one. */
export const asksMatchState = (penalty: string): boolean => TOURNAMENT_PENALTIES.includes(penalty);

/**
 * IPG 4.1 (judge-handbook-ja.txt:18880), 4.2 (:18917): a Game Loss or Match Loss at the end of a game
 * or match may go to this match or the next one; the form offers the choice only then, and not for
 * a ruling for both players (it lands on their match: nobody carries anything).
 */
export const offersTarget = (penalty: string, placement: Pick<Placement, 'matchState' | 'bothPlayers'>): boolean =>
  (penalty === 'GAME_LOSS' || penalty === 'MATCH_LOSS') &&
  (placement.matchState === 'BETWEEN_GAMES' || placement.matchState === 'MATCH_OVER') &&
  !placement.bothPlayers;

/** What the form sends: only the answers that apply to the chosen penalty. */
export function placementInput(penalty: string, placement: Placement) {
  const matchState = asksMatchState(penalty) && placement.matchState ? placement.matchState : null;
  return {
    bothPlayers: placement.bothPlayers || null,
    matchState,
    appliesTo: offersTarget(penalty, { ...placement, matchState: matchState ?? '' }) && placement.appliesTo ? placement.appliesTo : null,
    relatedToId: !placement.bothPlayers && placement.relatedToId ? placement.relatedToId : null,
  };
}

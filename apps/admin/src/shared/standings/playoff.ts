import type { StandingRow } from '../exports/standings';

/**
 * What a player of the top cut is called in the final standings: champion, finalist, then
 * "Top 4" for semi-final losers, "Top 8" for quarter-final losers…; "In the playoff" while still
 * in the bracket. Null outside the bracket.
 */
export function playoffLabel(
  row: Pick<StandingRow, 'playoff' | 'playoffRoundsBeforeFinal'>,
  translate: (key: string, options?: object) => string,
): string | null {
  switch (row.playoff) {
    case 'CHAMPION':
      return translate('taikai.standings.playoff_champion');
    case 'IN_PLAYOFF':
      return translate('taikai.standings.playoff_in');
    case 'ELIMINATED': {
      const rounds = row.playoffRoundsBeforeFinal ?? 0;
      return rounds === 0
        ? translate('taikai.standings.playoff_finalist')
        : translate('taikai.standings.playoff_top', { n: 2 ** (rounds + 1) });
    }
    default:
      return null;
  }
}

/**
 * A standings heading with the round the standings are after ("Standings after round 3"): the
 * round asked for, or the live standings' round (`Event.standingsRound`, a round in progress does
 * not count yet); just "Current standings" before any round is complete.
 */
export function standingsTitle(translate: (key: string, options?: object) => string, afterRound: number | null | undefined): string {
  return afterRound ? translate('taikai.standings.after_round', { n: afterRound }) : translate('taikai.standings.live');
}

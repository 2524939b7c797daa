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
 * A standings heading that says which round they are after: the snapshot asked for
 * (`afterRound`), else the live standings of the `Standings` query: "Standings after round 3"
 * (`Event.standingsRound`, the last complete round), or "Current standings: round 4 in progress"
 * while the latest Swiss round's results are still coming in. Once a top cut is played the order
 * is the bracket's, after no one round: "Current standings".
 */
export function standingsTitle(
  translate: (key: string, options?: object) => string,
  afterRound: number | null,
  event: { standingsRound?: number | null; rounds: readonly { number: number; phaseKind: string }[] } | undefined,
): string {
  if (afterRound) return translate('taikai.standings.after_round', { n: afterRound });
  if (event?.rounds.some((round) => round.phaseKind === 'SINGLE_ELIMINATION')) return translate('taikai.standings.live');
  const latest = Math.max(0, ...(event?.rounds ?? []).filter((round) => round.phaseKind === 'SWISS').map((round) => round.number));
  if (latest > (event?.standingsRound ?? 0)) return translate('taikai.standings.live_in_progress', { n: latest });
  if (event?.standingsRound) return translate('taikai.standings.after_round', { n: event.standingsRound });
  return translate('taikai.standings.live');
}

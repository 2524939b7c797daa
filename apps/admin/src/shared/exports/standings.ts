import type { StandingsQuery } from '../../generated/graphql';
import { formatRate, record } from '../formats/rates';
import { toCsv } from './csv';
import { shownPlayerName } from '../forgottenName';

export type StandingRow = StandingsQuery['standings'][number];

/** The standings export, names as the lists show them (a forgotten person's in the UI language). */
export function standingsCsv(rows: readonly StandingRow[], translate: (key: string, options?: Record<string, unknown>) => string): string {
  return toCsv(
    standingsHeader(translate),
    rows.map((r) => [
      r.rank,
      shownPlayerName(r.player, translate),
      r.matchPoints,
      record(r),
      formatRate(r.omwExact, r.omw),
      formatRate(r.gwExact, r.gw),
      formatRate(r.ogwExact, r.ogw),
      r.dropped ? 'dropped' : '',
    ]),
  );
}

function standingsHeader(translate: (key: string) => string): string[] {
  return [
    translate('taikai.standings.rank'),
    translate('taikai.standings.player'),
    translate('taikai.standings.points'),
    translate('taikai.standings.record'),
    'OMW%',
    'GW%',
    'OGW%',
    translate('taikai.desk.status'),
  ];
}

import { playerName } from '@taikai/client';
import type { StandingsQuery } from '../../generated/graphql';
import { formatRate, record } from '../formats/rates';
import { toCsv } from './csv';

export type StandingRow = StandingsQuery['standings'][number];

export function standingsCsv(rows: readonly StandingRow[], header: string[]): string {
  return toCsv(
    header,
    rows.map((r) => [
      r.rank,
      playerName(r.player),
      r.matchPoints,
      record(r),
      formatRate(r.omwExact, r.omw),
      formatRate(r.gwExact, r.gw),
      formatRate(r.ogwExact, r.ogw),
      r.dropped ? 'dropped' : '',
    ]),
  );
}

export function standingsHeader(translate: (key: string) => string): string[] {
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

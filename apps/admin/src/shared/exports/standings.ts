import type { StandingsQuery, TeamStandingsQuery } from '../../generated/graphql';
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

export type TeamStandingRow = TeamStandingsQuery['teamStandings'][number];

/** A team event's standings export: match points and OMW% only (MTR appendix C), players by seat. */
export function teamStandingsCsv(
  rows: readonly TeamStandingRow[],
  members: ReadonlyMap<string, readonly string[]>,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  return toCsv(
    [
      translate('taikai.standings.rank'),
      translate('taikai.team_rounds.team'),
      translate('taikai.team_rounds.members'),
      translate('taikai.standings.points'),
      translate('taikai.standings.record'),
      'OMW%',
      translate('taikai.desk.status'),
    ],
    rows.map((r) => [
      r.rank,
      r.team.name,
      (members.get(r.team.id) ?? []).join(' / '),
      r.matchPoints,
      record(r),
      formatRate(r.omwExact, r.omw),
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

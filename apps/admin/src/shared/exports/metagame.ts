import type { MetagameQuery } from '../../generated/graphql';
import { formatRate, record } from '../formats/rates';
import { toCsv } from './csv';

export type Metagame = MetagameQuery['metagame'];
export type ArchetypeLine = Metagame['archetypes'][number];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An archetype as the page and the exports name it: its name, or "Unknown" in the reader's language. */
export function archetypeName(line: Pick<ArchetypeLine, 'name'>, translate: Translate): string {
  return line.name ?? translate('taikai.metagame.unknown');
}

/** A rate floored to two decimals (as the standings show theirs); a dash when there is none (no cut, no decided match). */
export function metagameRate(exact: string | null | undefined, rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : formatRate(exact, rate);
}

/** The field's shares and conversion to the top cut, an archetype a line. */
export function metagameSharesCsv(metagame: Metagame, translate: Translate): string {
  return toCsv(
    [
      translate('taikai.metagame.archetype'),
      translate('taikai.metagame.players'),
      translate('taikai.metagame.share'),
      translate('taikai.metagame.in_top_cut'),
      translate('taikai.metagame.top_cut_share'),
      translate('taikai.metagame.conversion'),
      translate('taikai.metagame.record'),
      translate('taikai.metagame.win_rate'),
    ],
    metagame.archetypes.map((line) => [
      archetypeName(line, translate),
      line.players,
      metagameRate(line.shareExact, line.share),
      line.topCut,
      metagameRate(null, line.topCutShare),
      metagameRate(null, line.conversion),
      record(line),
      metagameRate(line.winRateExact, line.winRate),
    ]),
  );
}

/** The matrix, a pair of archetypes a line (every pair that met, both ways round: a spreadsheet pivots it). */
export function metagameMatrixCsv(metagame: Metagame, translate: Translate): string {
  const names = new Map(metagame.archetypes.map((line) => [line.key, archetypeName(line, translate)]));
  return toCsv(
    [
      translate('taikai.metagame.archetype'),
      translate('taikai.metagame.opponent'),
      translate('taikai.metagame.wins'),
      translate('taikai.metagame.losses'),
      translate('taikai.metagame.draws'),
      translate('taikai.metagame.win_rate'),
    ],
    metagame.matchups.map((cell) => [
      names.get(cell.archetype) ?? cell.archetype,
      names.get(cell.opponent) ?? cell.opponent,
      cell.wins,
      cell.losses,
      cell.draws,
      metagameRate(cell.winRateExact, cell.winRate),
    ]),
  );
}

import type { Validated } from '../validated';
import { fail, ok } from '../validated';

/** Seats at a table: 2 for a match, 4 for a Two-Headed Giant game or a team match side by side. */
export type TableCapacity = 2 | 4;

/** One table of a hall as the hall labels it. */
export interface HallTable {
  /** As the hall writes it, e.g. "B-12"; unique in the hall. */
  readonly label: string;
  readonly area: string;
  readonly row: number;
  readonly number: number;
  readonly capacity: TableCapacity;
  /** False while the table cannot be used (broken, a puddle); its match moves off it. */
  readonly inUse: boolean;
  /** A feature or stream table: staff choose its match, allocation never does. */
  readonly feature: boolean;
}

export type HallMapProblemCode =
  | 'HALL_LABEL_EMPTY'
  | 'HALL_LABEL_DUPLICATE'
  | 'HALL_AREA_EMPTY'
  | 'HALL_POSITION_INVALID'
  | 'HALL_POSITION_DUPLICATE'
  | 'HALL_CAPACITY_INVALID';

export interface HallMapProblem {
  readonly code: HallMapProblemCode;
  /** Index of the table in the list given (the CSV line's table). */
  readonly index: number;
  readonly label: string;
}

/** Hall order: area, then row, then table number (labels break a tie so the order is total). */
export function compareHallOrder(a: HallTable, b: HallTable): number {
  if (a.area !== b.area) return a.area < b.area ? -1 : 1;
  if (a.row !== b.row) return a.row - b.row;
  if (a.number !== b.number) return a.number - b.number;
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

export function inHallOrder(tables: readonly HallTable[]): HallTable[] {
  return tables.slice().sort(compareHallOrder);
}

/** Checks a hall map: every problem, each with the index of its table. */
export function validateHallMap(tables: readonly HallTable[]): HallMapProblem[] {
  const problems: HallMapProblem[] = [];
  const labels = new Set<string>();
  const positions = new Set<string>();
  tables.forEach((table, index) => {
    const problem = (code: HallMapProblemCode) => problems.push({ code, index, label: table.label });
    if (table.label.trim() === '') problem('HALL_LABEL_EMPTY');
    else if (labels.has(table.label)) problem('HALL_LABEL_DUPLICATE');
    labels.add(table.label);
    if (table.area.trim() === '') problem('HALL_AREA_EMPTY');
    if (!isPositiveInteger(table.row) || !isPositiveInteger(table.number)) problem('HALL_POSITION_INVALID');
    const position = `${table.area}\u0000${table.row}\u0000${table.number}`;
    if (positions.has(position)) problem('HALL_POSITION_DUPLICATE');
    positions.add(position);
    if (table.capacity !== 2 && table.capacity !== 4) problem('HALL_CAPACITY_INVALID');
  });
  return problems;
}

function isPositiveInteger(n: number): boolean {
  return Number.isInteger(n) && n > 0;
}

export type HallCsvProblemCode = 'HALL_CSV_COLUMNS' | 'HALL_CSV_NUMBER' | HallMapProblemCode;

export interface HallCsvProblem {
  readonly code: HallCsvProblemCode;
  /** 1-based line of the CSV. */
  readonly line: number;
}

const CSV_COLUMNS = ['area', 'row', 'table', 'capacity', 'label'] as const;

/**
 * Reads a hall map from CSV with the columns area,row,table,capacity,label (a header line
 * naming them is optional; an empty label is written area-table). Every table is in use and
 * not a feature table: staff mark those on the map. Blank lines are skipped.
 */
export function parseHallCsv(text: string): Validated<HallTable[], HallCsvProblem[]> {
  const lines = text.split(/\r\n|\n|\r/);
  const tables: HallTable[] = [];
  const lineOf: number[] = [];
  const problems: HallCsvProblem[] = [];
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (i === 0 && cells.map((c) => c.toLowerCase()).join(',') === CSV_COLUMNS.join(',')) return;
    if (cells.length < 4 || cells.length > 5) {
      problems.push({ code: 'HALL_CSV_COLUMNS', line });
      return;
    }
    const [area, row, number, capacity] = cells.slice(0, 4).map((c, k) => (k === 0 ? c : Number(c === '' ? NaN : c)));
    if (![row, number, capacity].every((n) => Number.isFinite(n))) {
      problems.push({ code: 'HALL_CSV_NUMBER', line });
      return;
    }
    const label = cells[4] === undefined || cells[4] === '' ? `${area}-${number}` : cells[4];
    tables.push({
      label,
      area: area as string,
      row: row as number,
      number: number as number,
      capacity: capacity as TableCapacity,
      inUse: true,
      feature: false,
    });
    lineOf.push(line);
  });
  for (const problem of validateHallMap(tables)) problems.push({ code: problem.code, line: lineOf[problem.index] });
  problems.sort((a, b) => a.line - b.line);
  return problems.length > 0 ? fail(problems) : ok(tables);
}

import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../errors';

/**
 * Parses CSV text (RFC 4180 through csv-parse: quoted fields, doubled quotes, CRLF or LF, a BOM)
 * into rows of fields. A file that is not CSV is refused with the line where it breaks
 * (CSV_MALFORMED); text decoded from a file in another encoding (U+FFFD in place of its
 * characters) with CSV_ENCODING: the dashboard sends UTF-8 or Shift-JIS files decoded.
 */
export function parseCsv(text: string): string[][] {
  const garbled = text.indexOf('\uFFFD');
  if (garbled >= 0) throw new AppError('CSV_ENCODING', { line: text.slice(0, garbled).split('\n').length });
  // The line the last complete row ended on: an unclosed quote is reported where its row begins.
  let readLines = 0;
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (record: string[], { lines }: { lines: number }) => {
        readLines = lines;
        return record;
      },
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new AppError('CSV_MALFORMED', {
      line: error.code === 'CSV_QUOTE_NOT_CLOSED' ? readLines + 1 : Number(error.lines ?? readLines + 1),
    });
  }
}

// A cell starting like this is run as a formula by spreadsheets (CSV injection); numbers are not.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Neutralises a spreadsheet formula with a leading apostrophe, as spreadsheets themselves do. */
export function spreadsheetSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV (csv-stringify), CRLF line ends, every cell spreadsheet-safe. */
export function writeCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(spreadsheetSafe)),
    { record_delimiter: 'windows' },
  );
}

// The browser build: the Node one needs Buffer at load time, which a browser does not have.
import { stringify } from 'csv-stringify/browser/esm/sync';
import Encoding from 'encoding-japanese';
// A cell starting like this is run as a formula by spreadsheets (CSV injection); numbers are not.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** RFC 4180 CSV (csv-stringify), CRLF line ends, formulas neutralised with a leading apostrophe,
 * and a UTF-8 BOM so Excel opens Japanese names correctly. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown): string => {
    const text = value === null || value === undefined ? '' : String(value);
    return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  };
  return `\uFEFF${stringify(
    [header, ...rows].map((row) => row.map(cell)),
    { record_delimiter: 'windows' },
  )}`;
}

/** A CSV file's text: UTF-8 (with or without BOM) or Shift-JIS, detected; any other encoding is named. */
export function decodeCsvFile(bytes: Uint8Array): { text: string } | { unsupported: string } {
  const detected = Encoding.detect(bytes);
  if (detected === 'UTF8' || detected === 'ASCII') return { text: new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '') };
  if (detected === 'SJIS') return { text: new TextDecoder('shift_jis').decode(bytes) };
  return { unsupported: detected ? (ENCODING_NAMES[detected] ?? detected) : 'unknown' };
}

const ENCODING_NAMES: Record<string, string> = {
  EUCJP: 'EUC-JP',
  JIS: 'ISO-2022-JP',
  UTF16: 'UTF-16',
  UTF16BE: 'UTF-16BE',
  UTF16LE: 'UTF-16LE',
  UTF32: 'UTF-32',
  BINARY: 'binary',
};

/** Saves text as a file from the browser (CSV unless told otherwise). */
export function downloadFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Friday Night Magic" → "friday-night-magic"; Japanese names are kept. */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKC')
      .trim()
      .replace(/[\\/:*?"<>|\s]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event'
  );
}

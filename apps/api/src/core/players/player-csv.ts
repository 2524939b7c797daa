import { parseCsv } from '../../platform/common';
import { AppError, invalidInput } from '../../platform/errors';
import { type Language, translate } from '../../platform/i18n';
import { type ImportRowError, PlayerImportField, type PlayerInput } from './player.model';
import { checkPlayerInput } from './player-rules';

/**
 * Column titles of the files players come from (EventLink and Melee exports, TOM, shop sheets in
 * Japanese), by the field they fill. Titles compare without case, spaces or punctuation, and
 * full-width letters as half-width: "DCI #", "dci_number" and "ＤＣＩ" are all found.
 */
const COLUMN_TITLES: Record<PlayerImportField, readonly string[]> = {
  NAME: ['Name', 'Player', 'Player Name', 'Full Name', 'Display Name', '氏名', '名前', 'お名前', 'プレイヤー名', '選手名'],
  FIRST_NAME: ['First Name', 'Given Name', 'First', '名'],
  LAST_NAME: ['Last Name', 'Family Name', 'Surname', 'Last', '姓'],
  DECK_NAME: ['Deck', 'Deck Name', 'Archetype', 'デッキ', 'デッキ名'],
  NAME_READING: ['Reading', 'Name Reading', 'Furigana', 'Kana', 'フリガナ', 'ふりがな', 'よみがな', 'ヨミガナ', 'カナ', '氏名（フリガナ）'],
  EXTERNAL_ID: [
    'External ID',
    'ID',
    'Player ID',
    'DCI',
    'DCI Number',
    'DCI #',
    'Wizards Account ID',
    'Wizards ID',
    'Member ID',
    'Membership Number',
    'プレイヤーID',
    'プレイヤー番号',
    '会員番号',
  ],
  EMAIL: ['Email', 'E-mail', 'Email Address', 'Wizards Account Email', 'メールアドレス', 'メール'],
  AWARDED_BYES: ['Byes', 'Awarded Byes', '不戦勝'],
  POD: ['Pod', 'ポッド'],
  TEAM: ['Team', 'Team Name', 'チーム', 'チーム名'],
  SEAT: ['Seat', 'Team Seat', '席', '座席'],
};

/** Holds an e-mail address in some exports and an account number in others: decided by its values. */
const WIZARDS_ACCOUNT = 'Wizards Account';

export const titleKey = (title: string): string =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const FIELD_OF_TITLE = new Map(
  Object.entries(COLUMN_TITLES).flatMap(([field, titles]) => titles.map((title) => [titleKey(title), field as PlayerImportField])),
);

/** Every title of the table, for its spec. */
export const knownTitles = (): { title: string; field: PlayerImportField }[] =>
  Object.entries(COLUMN_TITLES).flatMap(([field, titles]) => titles.map((title) => ({ title, field: field as PlayerImportField })));

export interface CsvColumn {
  /** 1-based, as spreadsheets count. */
  position: number;
  title: string;
  /** null: ignored (a title we do not know, or a second column for a field already filled). */
  field: PlayerImportField | null;
}

/**
 * Which field each column of the header fills. The first column for a field wins; "First Name"
 * and "Last Name" only when no column holds the whole name; a "Wizards Account" column holding
 * only e-mail addresses fills the e-mail, else the player ID, when no other column does.
 */
export function planColumns(header: readonly string[], rows: readonly (readonly string[])[]): CsvColumn[] {
  const columns: CsvColumn[] = header.map((title, index) => ({
    position: index + 1,
    title: title.trim(),
    field: FIELD_OF_TITLE.get(titleKey(title)) ?? null,
  }));
  const filled = new Set<PlayerImportField>();
  for (const column of columns) {
    if (column.field && filled.has(column.field)) column.field = null;
    if (column.field) filled.add(column.field);
  }
  for (const column of columns.filter((c) => titleKey(c.title) === titleKey(WIZARDS_ACCOUNT))) {
    const values = rows.map((row) => row[column.position - 1]?.trim() ?? '').filter(Boolean);
    const field =
      values.length > 0 && values.every((value) => value.includes('@')) ? PlayerImportField.EMAIL : PlayerImportField.EXTERNAL_ID;
    if (filled.has(field)) continue;
    column.field = field;
    filled.add(field);
  }
  if (filled.has(PlayerImportField.NAME)) {
    for (const column of columns)
      if (column.field === PlayerImportField.FIRST_NAME || column.field === PlayerImportField.LAST_NAME) column.field = null;
  }
  return columns;
}

/** True when the columns give each player a name. */
export const namesAPlayer = (columns: readonly CsvColumn[]): boolean =>
  columns.some(
    (c) => c.field === PlayerImportField.NAME || c.field === PlayerImportField.FIRST_NAME || c.field === PlayerImportField.LAST_NAME,
  );

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** "Last, First" exports read as people write them: "Alex Smith", but "佐藤 葵" (family name first). */
export function joinName(first: string, last: string): string {
  if (!first || !last) return first || last;
  return JAPANESE.test(first + last) ? `${last} ${first}` : `${first} ${last}`;
}

/** One row of the file as registration input (not yet checked: see checkPlayerInput). */
export function rowInput(columns: readonly CsvColumn[], row: readonly string[]): PlayerInput {
  const input: PlayerInput = {};
  const value = (field: PlayerImportField) => {
    const column = columns.find((c) => c.field === field);
    return column ? (row[column.position - 1]?.trim() ?? '') : undefined;
  };
  const name = value(PlayerImportField.NAME);
  const first = value(PlayerImportField.FIRST_NAME);
  const last = value(PlayerImportField.LAST_NAME);
  input.name = name ?? joinName(first ?? '', last ?? '');
  const reading = value(PlayerImportField.NAME_READING);
  if (reading !== undefined) input.nameReading = reading;
  const deckName = value(PlayerImportField.DECK_NAME);
  if (deckName !== undefined) input.deckName = deckName;
  const externalId = value(PlayerImportField.EXTERNAL_ID);
  if (externalId !== undefined) input.externalId = externalId;
  const email = value(PlayerImportField.EMAIL);
  if (email !== undefined) input.email = email;
  const byes = value(PlayerImportField.AWARDED_BYES);
  if (byes !== undefined) input.awardedByes = byes === '' ? 0 : Number(byes);
  const pod = value(PlayerImportField.POD);
  if (pod !== undefined) input.pod = pod;
  return input;
}

const MAX_IMPORT_ROWS = 10000;
/** Players a preview shows as they would be registered. */
export const PREVIEW_ROWS = 5;

export interface FilePlayer {
  line: number;
  /** Checked and trimmed. */
  input: PlayerInput;
  /** The team the line names (team events), and its seat there; null: none given. */
  team: string | null;
  seat: string | null;
}

/** The team and seat a row names (empty: null). */
export function rowTeam(columns: readonly CsvColumn[], row: readonly string[]): { team: string | null; seat: string | null } {
  const value = (field: PlayerImportField) => {
    const column = columns.find((c) => c.field === field);
    return (column && row[column.position - 1]?.trim()) || null;
  };
  return { team: value(PlayerImportField.TEAM), seat: value(PlayerImportField.SEAT) };
}

export interface LineProblem {
  line: number;
  error: AppError;
}

export interface PlayerFile {
  columns: CsvColumn[];
  /** Every line below the header that is not blank, checked (problems or not). */
  lines: FilePlayer[];
  /** The players of the lines with no problem. */
  players: FilePlayer[];
  /** Every problem found in the file itself, by line (IDs already registered are the caller's). */
  problems: LineProblem[];
}

/** Reads a player CSV: its columns, its players, and every problem of every line, not just the first. */
export function readPlayerFile(csv: string): PlayerFile {
  let parsed: string[][];
  try {
    parsed = parseCsv(csv);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { columns: [], lines: [], players: [], problems: [{ line: Number(error.params.line), error }] };
  }
  // Lines as the file numbers them; blank lines are skipped, not renumbered.
  const [header, ...body] = parsed
    .map((row, index) => ({ line: index + 1, row }))
    .filter(({ row }) => row.some((field) => field.trim() !== ''));
  const columns = planColumns(
    header?.row ?? [],
    body.map(({ row }) => row),
  );
  if (!namesAPlayer(columns))
    return { columns, lines: [], players: [], problems: [{ line: header?.line ?? 1, error: new AppError('CSV_NO_NAME_COLUMN') }] };
  if (body.length > MAX_IMPORT_ROWS)
    return { columns, lines: [], players: [], problems: [{ line: 1, error: invalidInput('file', 'tooLong') }] };
  const lines: FilePlayer[] = [];
  const players: FilePlayer[] = [];
  const problems: LineProblem[] = [];
  const lineOfId = new Map<string, number>();
  for (const { line, row } of body) {
    const { clean, problems: rowProblems } = checkPlayerInput(rowInput(columns, row), true);
    const id = clean.externalId;
    if (id && lineOfId.has(id)) rowProblems.push(new AppError('PLAYER_ID_REPEATED', { playerId: id, line: lineOfId.get(id)! }));
    else if (id) lineOfId.set(id, line);
    problems.push(...rowProblems.map((error) => ({ line, error })));
    const team = rowTeam(columns, row);
    lines.push({ line, input: clean, ...team });
    if (!rowProblems.length) players.push({ line, input: clean, ...team });
  }
  return { columns, lines, players, problems };
}

/** Problems as the desk reads them, by line, in the language of the request. */
export const translateProblems = (problems: readonly LineProblem[], language: Language): ImportRowError[] =>
  [...problems]
    .sort((a, b) => a.line - b.line)
    .map(({ line, error }) => ({ line, code: error.code, message: translate(language, error.code, error.params) }));

import { joinName, knownTitles, planColumns, readPlayerFile, rowInput, titleKey, translateProblems } from './player-csv';
import { PlayerImportField } from './player.model';

const fieldsOf = (header: string[], rows: string[][] = []) => planColumns(header, rows).map((column) => column.field);

describe('player CSV columns', () => {
  it('knows each title for one field only', () => {
    const fieldOfKey = new Map<string, PlayerImportField>();
    for (const { title, field } of knownTitles()) {
      expect([title, fieldOfKey.get(titleKey(title)) ?? field]).toEqual([title, field]);
      fieldOfKey.set(titleKey(title), field);
    }
  });

  it.each([
    ['DCI', 'EXTERNAL_ID'],
    ['DCI Number', 'EXTERNAL_ID'],
    ['dci_number', 'EXTERNAL_ID'],
    ['DCI #', 'EXTERNAL_ID'],
    ['ＤＣＩ', 'EXTERNAL_ID'],
    ['Wizards Account ID', 'EXTERNAL_ID'],
    ['Player ID', 'EXTERNAL_ID'],
    ['externalId', 'EXTERNAL_ID'],
    ['プレイヤーID', 'EXTERNAL_ID'],
    ['プレイヤーＩＤ', 'EXTERNAL_ID'],
    ['会員番号', 'EXTERNAL_ID'],
    ['Name', 'NAME'],
    [' player name ', 'NAME'],
    ['Player', 'NAME'],
    ['氏名', 'NAME'],
    ['名前', 'NAME'],
    ['プレイヤー名', 'NAME'],
    ['First Name', 'FIRST_NAME'],
    ['Last Name', 'LAST_NAME'],
    ['E-mail', 'EMAIL'],
    ['Wizards Account Email', 'EMAIL'],
    ['メールアドレス', 'EMAIL'],
    ['フリガナ', 'NAME_READING'],
    ['ふりがな', 'NAME_READING'],
    ['よみがな', 'NAME_READING'],
    ['Furigana', 'NAME_READING'],
    ['Kana', 'NAME_READING'],
    ['Reading', 'NAME_READING'],
    ['Byes', 'AWARDED_BYES'],
    ['Pod', 'POD'],
    ['Deck', 'DECK_NAME'],
    ['Team', 'TEAM'],
    ['チーム名', 'TEAM'],
    ['Seat', 'SEAT'],
    ['席', 'SEAT'],
    ['Notes', null],
  ])('reads a "%s" column as %s', (title, field) => {
    expect(fieldsOf([title])).toEqual([field]);
  });

  it('uses the first column for a field and ignores a second one', () => {
    expect(fieldsOf(['Name', 'DCI', 'Player ID'])).toEqual(['NAME', 'EXTERNAL_ID', null]);
  });

  it('reads a "Wizards Account" column as the e-mail when it holds e-mail addresses, else as the player ID', () => {
    expect(
      fieldsOf(
        ['Name', 'Wizards Account'],
        [
          ['A', 'a@example.com'],
          ['B', ''],
        ],
      ),
    ).toEqual(['NAME', 'EMAIL']);
    expect(
      fieldsOf(
        ['Name', 'Wizards Account'],
        [
          ['A', 'a@example.com'],
          ['B', '12345'],
        ],
      ),
    ).toEqual(['NAME', 'EXTERNAL_ID']);
    expect(fieldsOf(['Name', 'Wizards Account', 'Email'], [['A', 'a@example.com']])).toEqual(['NAME', null, 'EMAIL']);
  });

  it('joins "First Name" and "Last Name" as people write them, unless a column holds the whole name', () => {
    expect(fieldsOf(['First Name', 'Last Name', 'Name'])).toEqual([null, null, 'NAME']);
    const columns = planColumns(['First Name', 'Last Name', 'DCI'], []);
    expect(rowInput(columns, ['Alex', 'Smith', '1'])).toEqual({ name: 'Alex Smith', externalId: '1' });
    expect(rowInput(columns, ['葵', '佐藤', '2']).name).toBe('佐藤 葵');
    expect(rowInput(columns, ['', 'Smith', '3']).name).toBe('Smith');
    expect(joinName('アオイ', 'サトウ')).toBe('サトウ アオイ');
  });
});

describe('reading a player CSV', () => {
  it('lists every problem of the file at once, by line', () => {
    const file = readPlayerFile(['DCI,Name,Email', '1,Ann,', '2,,', '3,Cy,not-an-email', '1,Dee,', ',,', '5,,bad'].join('\n'));
    expect(file.players.map((p) => [p.line, p.input.name])).toEqual([[2, 'Ann']]);
    expect(translateProblems(file.problems, 'en').map((p) => [p.line, p.message])).toEqual([
      [3, 'Invalid name: required.'],
      [4, 'Invalid email address: malformed.'],
      [5, 'Player ID 1 is also on line 2 of this file.'],
      [7, 'Invalid name: required.'],
      [7, 'Invalid email address: malformed.'],
    ]);
  });

  it('refuses a file with no name column in both languages, naming what to add', () => {
    const file = readPlayerFile('DCI,Deck\n1,Mono Red');
    expect(translateProblems(file.problems, 'ja')).toEqual([
      {
        line: 1,
        code: 'CSV_NO_NAME_COLUMN',
        message: 'プレイヤーの名前の列がありません。「名前」の列（または「姓」と「名」の列）を追加してください。',
      },
    ]);
    expect(file.columns.map((c) => c.field)).toEqual(['EXTERNAL_ID', 'DECK_NAME']);
  });

  it('normalises the reading: half-width kana, spacing', () => {
    const file = readPlayerFile('名前,フリガナ\n佐藤 葵,ｻﾄｳ　 ｱｵｲ\n鈴木 一郎,');
    expect(file.players.map((p) => p.input.nameReading)).toEqual(['サトウ アオイ', null]);
  });
});

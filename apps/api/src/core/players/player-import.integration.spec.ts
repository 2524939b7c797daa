import type { BackupFile } from '../../ops/backups/backup-format';
import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PREVIEW = `query($e: ID!, $csv: String!) { previewPlayerImport(eventId: $e, csv: $csv) {
  columns { position title field } ignoredColumns { position title field } rows
  sample { line name nameReading deckName externalId email awardedByes pod } problems { line code message } } }`;
const IMPORT =
  'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { name nameReading deckName externalId email } errors { line code message } } }';
const ROSTER = 'query($e: ID!) { players(eventId: $e) { id name nameReading externalId email } }';
const AUDIT = 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { action entityId before after } }';

/** An EventLink-style export: the player ID in "DCI", the deck's name in "Deck" (issue 26 item 7: it was dropped). */
const EVENTLINK = [
  'First Name,Last Name,DCI,Deck,Wizards Account',
  'Alex,Smith,1000001,Mono Red,alex@example.com',
  '葵,佐藤,1000002,Azorius Control,aoi@example.jp',
].join('\n');

describe('player CSV import (columns of other tools, preview, every problem at once) and the reading of names (real servers, real databases)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('previews how an EventLink export will be read, and writes nothing', async () => {
    const eventId = await createEvent(server, staff);
    const auditBefore = (await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog;
    const preview = (await must<any>(server, PREVIEW, { e: eventId, csv: EVENTLINK }, staff)).previewPlayerImport;
    expect(preview.columns).toEqual([
      { position: 1, title: 'First Name', field: 'FIRST_NAME' },
      { position: 2, title: 'Last Name', field: 'LAST_NAME' },
      { position: 3, title: 'DCI', field: 'EXTERNAL_ID' },
      { position: 4, title: 'Deck', field: 'DECK_NAME' },
      { position: 5, title: 'Wizards Account', field: 'EMAIL' },
    ]);
    expect(preview.ignoredColumns).toEqual([]);
    expect(preview.rows).toBe(2);
    expect(preview.sample).toEqual([
      {
        line: 2,
        name: 'Alex Smith',
        nameReading: null,
        deckName: 'Mono Red',
        externalId: '1000001',
        email: 'alex@example.com',
        awardedByes: 0,
        pod: null,
      },
      {
        line: 3,
        name: '佐藤 葵',
        nameReading: null,
        deckName: 'Azorius Control',
        externalId: '1000002',
        email: 'aoi@example.jp',
        awardedByes: 0,
        pod: null,
      },
    ]);
    expect(preview.problems).toEqual([]);
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toEqual([]);
    expect((await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog).toEqual(auditBefore);

    const imported = (await must<any>(server, IMPORT, { e: eventId, csv: EVENTLINK }, staff)).importPlayers;
    expect(imported.errors).toEqual([]);
    expect(imported.created.map((p: any) => [p.name, p.externalId, p.email, p.deckName])).toEqual([
      ['Alex Smith', '1000001', 'alex@example.com', 'Mono Red'],
      ['佐藤 葵', '1000002', 'aoi@example.jp', 'Azorius Control'],
    ]);
  });

  it('reads a Japanese sheet: プレイヤーID, 氏名, フリガナ, メールアドレス, with a column it ignores', async () => {
    const eventId = await createEvent(server, staff);
    const csv = 'プレイヤーID,氏名,フリガナ,メールアドレス,所属\n2000001,鈴木 一郎,ｽｽﾞｷ ｲﾁﾛｳ,ichiro@example.jp,東京店\n';
    const preview = (await must<any>(server, PREVIEW, { e: eventId, csv }, staff)).previewPlayerImport;
    expect(preview.columns.map((c: any) => c.field)).toEqual(['EXTERNAL_ID', 'NAME', 'NAME_READING', 'EMAIL']);
    expect(preview.ignoredColumns.map((c: any) => c.title)).toEqual(['所属']);
    const imported = (await must<any>(server, IMPORT, { e: eventId, csv }, staff)).importPlayers;
    expect(imported.created).toEqual([
      { name: '鈴木 一郎', nameReading: 'スズキ イチロウ', deckName: null, externalId: '2000001', email: 'ichiro@example.jp' },
    ]);
    const audit = (await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog;
    expect(audit.find((entry: any) => entry.action === 'player.import').after).toMatchObject({
      name: '鈴木 一郎',
      nameReading: 'スズキ イチロウ',
    });
  });

  it('lists every problem of a file in one attempt, preview and import alike, and imports nothing', async () => {
    const eventId = await createEvent(server, staff);
    await must(
      server,
      'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
      { e: eventId, i: { name: '佐藤 葵', externalId: '1000002' } },
      staff,
    );
    const rows = ['Name,DCI'];
    for (let i = 1; i <= 6; i++) rows.push(`Player ${i},${3000000 + i}`);
    rows.push(',3000007'); // line 8: no name
    rows.push('Player 8,3000001'); // line 9: the ID of line 2
    rows.push(' ,1000002'); // line 10: no name, and an ID registered already
    const csv = rows.join('\n');
    const expected = {
      en: [
        { line: 8, code: 'INVALID_INPUT', message: 'Invalid name: required.' },
        { line: 9, code: 'PLAYER_ID_REPEATED', message: 'Player ID 3000001 is also on line 2 of this file.' },
        { line: 10, code: 'INVALID_INPUT', message: 'Invalid name: required.' },
        { line: 10, code: 'PLAYER_ID_TAKEN', message: 'Player ID 1000002 is already used by 佐藤 葵.' },
      ],
      ja: [
        '名前が正しくありません: 必須です。',
        'プレイヤーID 3000001はこのファイルの2行目にもあります。',
        '名前が正しくありません: 必須です。',
        'プレイヤーID 1000002はすでに佐藤 葵さんが使っています。',
      ],
    };
    const preview = await server.gql<any>(PREVIEW, { e: eventId, csv }, { token: staff });
    expect(preview.data.previewPlayerImport).toMatchObject({ rows: 9, problems: expected.en });
    const english = (await must<any>(server, IMPORT, { e: eventId, csv }, staff)).importPlayers;
    expect(english).toEqual({ created: [], errors: expected.en });
    const japanese = await server.gql<any>(IMPORT, { e: eventId, csv }, { token: staff, language: 'ja' });
    expect(japanese.data.importPlayers.errors.map((e: any) => e.message)).toEqual(expected.ja);
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toHaveLength(1);
  });

  it('refuses a file without a name column with what to add, in both languages', async () => {
    const eventId = await createEvent(server, staff);
    const english = (await must<any>(server, IMPORT, { e: eventId, csv: 'DCI,Deck\n1,Mono Red' }, staff)).importPlayers;
    expect(english.errors).toEqual([
      {
        line: 1,
        code: 'CSV_NO_NAME_COLUMN',
        message: 'No column of this file holds the players\' names: add a "Name" column (or "First Name" and "Last Name").',
      },
    ]);
    const japanese = await server.gql<any>(PREVIEW, { e: eventId, csv: 'DCI,Deck\n1,Mono Red' }, { token: staff, language: 'ja' });
    expect(japanese.data.previewPlayerImport.problems.map((p: any) => p.message)).toEqual([
      'プレイヤーの名前の列がありません。「名前」の列（または「姓」と「名」の列）を追加してください。',
    ]);
  });

  // The reading of a name (フリガナ): registered, corrected, imported, paired, exported.
  const REGISTER = 'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id name nameReading } }';
  const UPDATE = 'mutation($p: ID!, $i: PlayerInput!) { updatePlayer(playerId: $p, input: $i) { id nameReading } }';

  it('is registered, corrected (audited) and cleared; bounded and free of control characters like names', async () => {
    const eventId = await createEvent(server, staff);
    const aoi = (await must<any>(server, REGISTER, { e: eventId, i: { name: '佐藤 葵', nameReading: ' さとう　あおい ' } }, staff))
      .registerPlayer;
    expect(aoi.nameReading).toBe('さとう あおい');
    await must(server, UPDATE, { p: aoi.id, i: { nameReading: 'サトウ アオイ' } }, staff);
    const audit = (await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog;
    const update = audit.find((entry: any) => entry.action === 'player.update' && entry.entityId === aoi.id);
    expect([update.before.nameReading, update.after.nameReading]).toEqual(['さとう あおい', 'サトウ アオイ']);

    const tooLong = await server.gql(UPDATE, { p: aoi.id, i: { nameReading: 'あ'.repeat(101) } }, { token: staff, language: 'ja' });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'フリガナが正しくありません: 長すぎます。',
      extensions: { code: 'INVALID_INPUT' },
    });
    const control = await server.gql(UPDATE, { p: aoi.id, i: { nameReading: 'さとう\u0007' } }, { token: staff });
    expect(control.errors?.[0].message).toBe(
      'Invalid reading (furigana): contains a control character (only tab and line breaks are allowed).',
    );
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players[0].nameReading).toBe('サトウ アオイ');

    expect((await must<any>(server, UPDATE, { p: aoi.id, i: { nameReading: '' } }, staff)).updatePlayer.nameReading).toBeNull();
  });

  it("issue 26: the deck name (EventLink's Deck) is corrected by the desk, audited, refused when too long in both languages, and cleared", async () => {
    const DECK = 'mutation($p: ID!, $i: PlayerInput!) { updatePlayer(playerId: $p, input: $i) { id deckName } }';
    const eventId = await createEvent(server, staff);
    const [aoi] = await registerPlayers(server, staff, eventId, ['Aoi']);
    expect((await must<any>(server, DECK, { p: aoi.id, i: { deckName: ' Mono Red ' } }, staff)).updatePlayer.deckName).toBe('Mono Red');
    await must(server, DECK, { p: aoi.id, i: { deckName: 'Izzet Murktide' } }, staff);
    const updates = (await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog.filter(
      (entry: any) => entry.action === 'player.update' && entry.entityId === aoi.id,
    );
    expect(updates.map((entry: any) => [entry.before.deckName, entry.after.deckName]).sort()).toEqual([
      [null, 'Mono Red'],
      ['Mono Red', 'Izzet Murktide'],
    ]);
    const english = await server.gql(DECK, { p: aoi.id, i: { deckName: 'x'.repeat(101) } }, { token: staff });
    expect(english.errors?.[0]).toMatchObject({ message: 'Invalid deck name: too long.', extensions: { code: 'INVALID_INPUT' } });
    const japanese = await server.gql(DECK, { p: aoi.id, i: { deckName: 'x'.repeat(101) } }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toBe('デッキ名が正しくありません: 長すぎます。');
    expect((await must<any>(server, 'query($e: ID!) { players(eventId: $e) { deckName } }', { e: eventId }, staff)).players).toEqual([
      { deckName: 'Izzet Murktide' },
    ]);
    expect((await must<any>(server, DECK, { p: aoi.id, i: { deckName: '' } }, staff)).updatePlayer.deckName).toBeNull();
  });

  it('is proposed for kanji names without one (山田太郎 → ヤマダタロウ), off the request path, and saved only when the desk confirms', async () => {
    const PROPOSE = 'query($e: ID!) { proposedNameReadings(eventId: $e) { playerId name reading } }';
    const eventId = await createEvent(server, staff);
    const [taro, hanako] = await registerPlayers(server, staff, eventId, ['山田太郎', '佐藤 花子', 'Alex Smith', 'やまだ']);
    await must(server, REGISTER, { e: eventId, i: { name: '渡辺 湊', nameReading: 'わたなべ みなと' } }, staff);
    const auditBefore = (await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog.length;

    // The first proposal loads the analyser's dictionary in a worker: the server keeps answering meanwhile.
    let proposed = false;
    const proposing = must<any>(server, PROPOSE, { e: eventId }, staff).then((data) => ((proposed = true), data));
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toHaveLength(5);
    expect(proposed).toBe(false);
    const proposals = (await proposing).proposedNameReadings;
    // Only kanji names without a reading; Latin and kana names, and names with a reading, are left alone.
    expect(proposals).toEqual([
      { playerId: hanako.id, name: '佐藤 花子', reading: 'サトウ ハナコ' },
      { playerId: taro.id, name: '山田太郎', reading: 'ヤマダタロウ' },
    ]);
    // A proposal changes nothing; the desk's confirmation goes through updatePlayer, audited.
    expect((await must<any>(server, AUDIT, { e: eventId }, staff)).auditLog).toHaveLength(auditBefore);
    await must(server, UPDATE, { p: taro.id, i: { nameReading: 'ヤマダタロウ' } }, staff);
    expect((await must<any>(server, PROPOSE, { e: eventId }, staff)).proposedNameReadings.map((p: any) => p.name)).toEqual(['佐藤 花子']);
  });

  it('comes with the paired players, for the lists by name', async () => {
    const eventId = await createEvent(server, staff);
    await must(server, REGISTER, { e: eventId, i: { name: '渡辺 湊', nameReading: 'わたなべ みなと' } }, staff);
    await registerPlayers(server, staff, eventId, ['Alex Smith']);
    const round = (
      await must<any>(
        server,
        'mutation($e: ID!) { pairNextRound(eventId: $e) { matches { player1 { name nameReading } player2 { name nameReading } } } }',
        { e: eventId },
        staff,
      )
    ).pairNextRound;
    const paired = round.matches.flatMap((m: any) => [m.player1, m.player2]);
    expect(paired.sort((a: any, b: any) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Alex Smith', nameReading: null },
      { name: '渡辺 湊', nameReading: 'わたなべ みなと' },
    ]);
  });

  it('goes with the event to another install, and files exported before readings still import', async () => {
    const target = await startTestServer();
    try {
      const targetStaff = await target.loginAsOrganizer();
      const eventId = await createEvent(server, staff);
      await must(server, REGISTER, { e: eventId, i: { name: '高橋 結菜', nameReading: 'たかはし ゆいな' } }, staff);
      await registerPlayers(server, staff, eventId, ['Greta Holm']);
      const exported = (await must<any>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, staff)).exportEvent;
      const file = JSON.parse(exported) as BackupFile;
      expect(file.players.map((p) => p.nameReading).sort()).toEqual(['たかはし ゆいな', null].sort());

      const IMPORT_EVENT = 'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }';
      await must(target, IMPORT_EVENT, { i: { data: exported } }, targetStaff);
      const readings = (await must<any>(target, ROSTER, { e: eventId }, targetStaff)).players.map((p: any) => [p.name, p.nameReading]);
      expect(readings).toEqual(
        expect.arrayContaining([
          ['高橋 結菜', 'たかはし ゆいな'],
          ['Greta Holm', null],
        ]),
      );

      // The same event as exported before readings existed: no nameReading at all.
      const older = { ...file, players: file.players.map(({ nameReading: _reading, ...player }) => player) };
      expect(JSON.stringify(older.players)).not.toContain('nameReading');
      await must(
        target,
        'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }',
        { i: { data: JSON.stringify(older), replace: true } },
        targetStaff,
      );
      const replaced = (await must<any>(target, ROSTER, { e: eventId }, targetStaff)).players.map((p: any) => p.nameReading);
      expect(replaced).toEqual([null, null]);
    } finally {
      await target.close();
    }
  });
});

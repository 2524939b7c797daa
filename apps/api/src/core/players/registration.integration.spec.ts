import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const DELETE = 'mutation($p: ID!) { deletePlayer(playerId: $p) { id name } }';
const ROSTER = 'query($e: ID!) { players(eventId: $e) { id name } }';
const AUDIT = 'query($e: ID!, $p: ID!) { auditLog(eventId: $e, entityId: $p) { action before after } }';

describe('the registration desk: deleting and registering players (real server, real database)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('deletes a mistaken registration before round 1, audited with what it held', async () => {
    const eventId = await createEvent(server, staff);
    const [kept, mistaken] = await registerPlayers(server, staff, eventId, ['佐藤 葵', '佐藤 葵 (typo)']);
    const deleted = (await must<any>(server, DELETE, { p: mistaken.id }, staff)).deletePlayer;
    expect(deleted).toEqual({ id: mistaken.id, name: '佐藤 葵 (typo)' });
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toEqual([{ id: kept.id, name: '佐藤 葵' }]);
    const audit = (await must<any>(server, AUDIT, { e: eventId, p: mistaken.id }, staff)).auditLog;
    const entry = audit.find((e: any) => e.action === 'player.delete');
    expect(entry.before).toMatchObject({ id: mistaken.id, name: '佐藤 葵 (typo)' });
    expect(entry.after).toBeNull();
  });

  it('refuses to delete a paired player with a coded, translated error and changes nothing: drop them instead', async () => {
    const eventId = await createEvent(server, staff);
    const players = await registerPlayers(server, staff, eventId, ['Greta Holm', 'Kenji Mori']);
    await must(server, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, staff);
    const english = await server.gql(DELETE, { p: players[0].id }, { token: staff });
    expect(english.errors?.[0].extensions?.code).toBe('PLAYER_ALREADY_PAIRED');
    expect(english.errors?.[0].message).toBe('Greta Holm was paired in round 1: a paired player cannot be deleted, drop them instead.');
    const japanese = await server.gql(DELETE, { p: players[0].id }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toBe('Greta Holmさんは第1回戦で組み合わせ済みのため削除できません。ドロップしてください。');
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toHaveLength(2);
    const audit = (await must<any>(server, AUDIT, { e: eventId, p: players[0].id }, staff)).auditLog;
    expect(audit.map((e: any) => e.action)).not.toContain('player.delete');
  });
  it('warns when a name is already registered, with its player ID, in English and Japanese; registers the second player once confirmed', async () => {
    const eventId = await createEvent(server, staff);
    const REGISTER =
      'mutation($e: ID!, $i: PlayerInput!, $same: Boolean) { registerPlayer(eventId: $e, input: $i, allowSameName: $same) { id name } }';
    await must(server, REGISTER, { e: eventId, i: { name: '佐藤 葵', externalId: '1000002' } }, staff);
    const english = await server.gql(REGISTER, { e: eventId, i: { name: '佐藤　葵' } }, { token: staff });
    expect(english.errors?.[0].extensions?.code).toBe('SAME_NAME_REGISTERED');
    expect(english.errors?.[0].message).toBe(
      '佐藤 葵 is already registered (player ID 1000002). Correct the name, or register a second player with the same name.',
    );
    const japanese = await server.gql(REGISTER, { e: eventId, i: { name: '佐藤 葵' } }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toBe(
      '佐藤 葵さんはすでに登録されています（プレイヤーID 1000002）。名前を直すか、同じ名前の別のプレイヤーとして登録してください。',
    );
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toHaveLength(1);
    await must(server, REGISTER, { e: eventId, i: { name: '佐藤 葵' }, same: true }, staff);
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players.map((p: any) => p.name)).toEqual(['佐藤 葵', '佐藤 葵']);
  });
  it("refuses a player ID already used, naming who has it in the desk's words, on registration and on correction", async () => {
    const eventId = await createEvent(server, staff);
    const REGISTER = 'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }';
    await must(server, REGISTER, { e: eventId, i: { name: '佐藤 葵', externalId: '1000002' } }, staff);
    const english = await server.gql(REGISTER, { e: eventId, i: { name: 'Kenji Mori', externalId: '1000002' } }, { token: staff });
    expect(english.errors?.[0]).toMatchObject({
      message: 'Player ID 1000002 is already used by 佐藤 葵.',
      extensions: { code: 'PLAYER_ID_TAKEN' },
    });
    const kenji = (await must<any>(server, REGISTER, { e: eventId, i: { name: 'Kenji Mori' } }, staff)).registerPlayer;
    const japanese = await server.gql(
      'mutation($p: ID!, $i: PlayerInput!) { updatePlayer(playerId: $p, input: $i) { id } }',
      { p: kenji.id, i: { externalId: '1000002' } },
      { token: staff, language: 'ja' },
    );
    expect(japanese.errors?.[0].message).toBe('プレイヤーID 1000002はすでに佐藤 葵さんが使っています。');
    const bad = await server.gql(REGISTER, { e: eventId, i: { name: ' ' } }, { token: staff });
    expect(bad.errors?.[0].message).toBe('Invalid name: required.');
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players).toHaveLength(2);
  });
});

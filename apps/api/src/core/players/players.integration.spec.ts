import { randomBytes, randomInt } from 'node:crypto';
import { createEvent, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const EVENTS = '{ events { id name playerCount status } }';
const PLAYER_LOGIN = 'mutation($eventId: ID!, $code: String!) { playerLogin(eventId: $eventId, accessCode: $code) { token } }';
const MY_REGISTRATION = '{ myRegistration { name event { id name } } }';

describe('demo event and player sign-in (real server, real database)', () => {
  let server: TestServer;
  let staffToken: string;
  let eventId: string;

  beforeAll(async () => {
    server = await startTestServer({ TAIKAI_DEMO: '1' });
    staffToken = await server.loginAsOrganizer();
    const result = await server.gql<{ events: { id: string }[] }>(EVENTS, {}, { token: staffToken });
    eventId = result.data!.events[0].id;
  });
  afterAll(() => server.close());

  async function accessCodeOfSomePlayer(): Promise<string> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: server.database.url });
    await client.connect();
    const { rows } = await client.query('SELECT "accessCode", name FROM "Player" WHERE "eventId" = $1 LIMIT 1', [eventId]);
    await client.end();
    return rows[0].accessCode;
  }

  it('seeds one 32-player demo event that staff can list', async () => {
    const result = await server.gql(EVENTS, {}, { token: staffToken });
    expect(result.data?.events).toEqual([{ id: eventId, name: 'Taikai Demo Open', playerCount: 32, status: 'REGISTRATION' }]);
  });

  it('lets a player in with their access code, typed loosely, and shows only their registration', async () => {
    const code = await accessCodeOfSomePlayer();
    const loose = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const login = await server.gql<{ playerLogin: { token: string } }>(PLAYER_LOGIN, { eventId, code: loose });
    const token = login.data!.playerLogin.token;
    const mine = await server.gql(MY_REGISTRATION, {}, { token });
    expect(mine.data?.myRegistration.event).toEqual({ id: eventId, name: 'Taikai Demo Open' });
    const staffOnly = await server.gql(EVENTS, {}, { token });
    expect(staffOnly.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a player in with the short event code instead of the event id, and says when the code is wrong or missing', async () => {
    const shortCode = (await server.gql<any>('query($e: ID!) { event(id: $e) { shortCode } }', { e: eventId }, { token: staffToken })).data!
      .event.shortCode;
    expect(shortCode).toMatch(/^[2-9A-HJKMNP-Z]{5}$/);
    const BY_CODE = 'mutation($eventCode: String, $code: String!) { playerLogin(eventCode: $eventCode, accessCode: $code) { token } }';
    const login = await server.gql<any>(BY_CODE, { eventCode: ` ${shortCode.toLowerCase()} `, code: await accessCodeOfSomePlayer() });
    const mine = await server.gql(MY_REGISTRATION, {}, { token: login.data!.playerLogin.token });
    expect(mine.data?.myRegistration.event).toEqual({ id: eventId, name: 'Taikai Demo Open' });

    const unknownCode = shortCode === '22222' ? '33333' : '22222';
    const unknown = await server.gql(BY_CODE, { eventCode: unknownCode, code: await accessCodeOfSomePlayer() }, { language: 'ja' });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'EVENT_CODE_UNKNOWN' } });
    expect(unknown.errors?.[0].message).toMatch(/イベントコード/);
    const missing = await server.gql(BY_CODE, { eventCode: '  ', code: await accessCodeOfSomePlayer() });
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'EVENT_CODE_REQUIRED' } });
    expect(missing.errors?.[0].message).toMatch(/event code/);
  });

  it('gives every new event its own short code', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const created = await server.gql<any>(
        'mutation($n: String!) { createEvent(input: { name: $n }) { shortCode } }',
        { n: `Event ${i}` },
        { token: staffToken },
      );
      codes.push(created.data!.createEvent.shortCode);
    }
    expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{5}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps staff out of player-only data', async () => {
    const result = await server.gql(MY_REGISTRATION, {}, { token: staffToken });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses wrong codes, then blocks guessing', async () => {
    const otherEvent = '00000000-0000-4000-8000-000000000000';
    const wrong = await server.gql(PLAYER_LOGIN, { eventId: otherEvent, code: 'ZZZZZZZZ' }, { language: 'ja' });
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_ACCESS_CODE' } });
    expect(wrong.errors?.[0].message).toMatch(/アクセスコード/);
    const codes = [];
    for (let i = 0; i < 20; i++)
      codes.push((await server.gql(PLAYER_LOGIN, { eventId: otherEvent, code: `WRONG${i}` })).errors?.[0].extensions?.code);
    expect(codes.at(-1)).toBe('TOO_MANY_ATTEMPTS');
    // The block is per event: players of the demo event still get in from the same address.
    expect((await server.gql(PLAYER_LOGIN, { eventId, code: await accessCodeOfSomePlayer() })).data?.playerLogin).toBeDefined();
  });

  const randomCode = () => Array.from({ length: 8 }, () => '23456789ABCDEFGHJKMNPQRSTUVWXYZ'[randomInt(31)]).join('');
  const loginCode = async (target: TestServer, event: string, code: string) =>
    (await target.gql(PLAYER_LOGIN, { eventId: event, code })).errors?.[0]?.extensions?.code ?? 'OK';

  it('keeps counting a guesser who signs in with a good code between guesses (19 wrong, 1 good, five times)', async () => {
    const guessed = await createEvent(server, staffToken);
    const [own] = await registerPlayers(server, staffToken, guessed, ['Guesser With A Code']);
    const answers: string[] = [];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 19; i++) answers.push(await loginCode(server, guessed, randomCode()));
      answers.push(await loginCode(server, guessed, own.accessCode));
    }
    const wrongAnswered = answers.filter((code) => code === 'INVALID_ACCESS_CODE').length;
    expect(wrongAnswered).toBeLessThan(60);
    expect(answers.filter((code) => code === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThan(20);
  });

  it('lets a hall of players behind one address in after 30 typos in a row', async () => {
    const hall = await createEvent(server, staffToken);
    const players = await registerPlayers(
      server,
      staffToken,
      hall,
      Array.from({ length: 30 }, (_, i) => `Shop Player ${i + 1}`),
    );
    // Each mistypes the last character of their own code, all before anyone gets in.
    const typos = [];
    for (const player of players) {
      const last = player.accessCode.at(-1) === '2' ? '3' : '2';
      typos.push(await loginCode(server, hall, player.accessCode.slice(0, -1) + last));
    }
    expect(typos.every((code) => code === 'INVALID_ACCESS_CODE')).toBe(true);
    const logins = [];
    for (const player of players) logins.push(await loginCode(server, hall, player.accessCode));
    expect(logins.every((code) => code === 'OK')).toBe(true);
  });

  it('counts guesses across API processes through Redis when REDIS_URL is set', async () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}` };
    const first = await startTestServer(redis, server);
    const second = await startTestServer(redis, server);
    try {
      const target = await createEvent(server, staffToken);
      const answers: string[] = [];
      // 35 wrong codes at each process: each alone would allow them all (50 per address).
      for (let i = 0; i < 35; i++)
        answers.push(await loginCode(first, target, randomCode()), await loginCode(second, target, randomCode()));
      expect(answers.slice(0, 50).every((code) => code === 'INVALID_ACCESS_CODE')).toBe(true);
      expect(answers.slice(50).filter((code) => code === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThan(10);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

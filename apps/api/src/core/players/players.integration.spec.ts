import { randomBytes, randomInt } from 'node:crypto';
import { createEvent, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { PlayersService } from './players.service';

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
  describe('guessing limits are of the guessing address only (issue 25)', () => {
    const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    /** The n-th wrong code starting with this prefix (deterministic; the event's codes are 2 of 31^8). */
    const wrongCode = (prefix: string, n: number, own: string[]) => {
      for (let k = n; ; k += 1_000_000) {
        let code = prefix;
        for (let rest = k, i = 0; i < 8 - prefix.length; i++, rest = Math.floor(rest / 31)) code += ALPHABET[rest % 31];
        if (!own.includes(code)) return code;
      }
    };
    const signIn = async (event: string, code: string, address: string) =>
      server
        .get(PlayersService)
        .playerLogin({ eventId: event }, code, address)
        .then(
          () => 'OK',
          (error: { code?: string }) => error.code ?? String(error),
        );

    it("lets the victim in from another address after an attacker locked itself out guessing at the victim's prefix", async () => {
      const target = await createEvent(server, staffToken);
      const [victim, attacker] = await registerPlayers(server, staffToken, target, ['Victim Player', 'Attacker Player']);
      const codes = [victim.accessCode, attacker.accessCode];
      const prefix = victim.accessCode.slice(0, 2);
      const A = '203.0.113.5';
      const answers: string[] = [];
      // Ten wrong guesses at the prefix, refilled by signing in with one's own code, three times over.
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 10; i++) answers.push(await signIn(target, wrongCode(prefix, round * 10 + i, codes), A));
        answers.push(await signIn(target, attacker.accessCode, A));
      }
      // The attacker at A is still limited: wrong codes and even the right one are refused there.
      expect(answers.filter((answer) => answer === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThan(15);
      expect(await signIn(target, wrongCode(prefix, 99, codes), A)).toBe('TOO_MANY_ATTEMPTS');
      expect(await signIn(target, victim.accessCode, A)).toBe('TOO_MANY_ATTEMPTS');
      // The victim, from their own address (IPv4 or IPv6), gets in.
      expect(await signIn(target, victim.accessCode, '198.51.100.7')).toBe('OK');
      expect(await signIn(target, victim.accessCode, '2001:db8:1:2::7')).toBe('OK');
    });

    it('gives a failure back once per player: signing in again and again with one own code refills nothing more', async () => {
      const target = await createEvent(server, staffToken);
      const [own] = await registerPlayers(server, staffToken, target, ['Refilling Guesser']);
      const A = '203.0.113.9';
      const answers: string[] = [];
      for (let i = 0; i < 60; i++) {
        // Each guess at another prefix, so only the address's own count (50 free) can stop them.
        answers.push(await signIn(target, wrongCode(ALPHABET[i % 31] + ALPHABET[Math.floor(i / 31)], i, [own.accessCode]), A));
        answers.push(await signIn(target, own.accessCode, A));
      }
      const wrongAnswered = answers.filter((answer) => answer === 'INVALID_ACCESS_CODE').length;
      expect(wrongAnswered).toBeLessThanOrEqual(52);
      expect(answers.at(-2)).toBe('TOO_MANY_ATTEMPTS');
    });

    it('counts an IPv6 network (/64) as one address', async () => {
      const target = await createEvent(server, staffToken);
      const [own] = await registerPlayers(server, staffToken, target, ['IPv6 Player']);
      const answers: string[] = [];
      // A fresh address of one /64 for each guess, each at another prefix: only the address count can stop them.
      for (let i = 0; i < 55; i++)
        answers.push(
          await signIn(target, wrongCode(ALPHABET[i % 31] + ALPHABET[Math.floor(i / 31)], i, [own.accessCode]), `2001:db8:aa:bb::${i + 1}`),
        );
      expect(answers.at(-1)).toBe('TOO_MANY_ATTEMPTS');
      expect(await signIn(target, own.accessCode, '2001:db8:aa:cc::1')).toBe('OK');
    });

    it('past 1,000 wrong codes at one event from all addresses, slows every failing address but refuses none that has not failed', async () => {
      const target = await createEvent(server, staffToken);
      const [victim] = await registerPlayers(server, staffToken, target, ['Victim In A Storm']);
      const own = [victim.accessCode];
      let n = 0;
      const answers = new Set<string>();
      // 25 addresses, 40 wrong codes each (under their 50 free), each at another prefix.
      for (let a = 0; a < 25; a++)
        for (let i = 0; i < 40; i++) answers.add(await signIn(target, wrongCode(ALPHABET[i % 31] + ALPHABET[a], n++, own), `10.9.${a}.1`));
      expect([...answers]).toEqual(['INVALID_ACCESS_CODE']);
      // Slow mode: an address with one wrong code (of its 50 free) now waits.
      expect(await signIn(target, wrongCode('ZZ', n++, own), '10.9.200.1')).toBe('INVALID_ACCESS_CODE');
      expect(await signIn(target, wrongCode('ZZ', n++, own), '10.9.200.1')).toBe('TOO_MANY_ATTEMPTS');
      // An address that has not failed is never refused the right code.
      expect(await signIn(target, victim.accessCode, '10.9.201.1')).toBe('OK');
    });
  });
});

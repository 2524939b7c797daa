import fc from 'fast-check';
import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../testing/event-fixture';
import { startTestServer, TestServer } from '../testing/test-server';

const post = (server: TestServer, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('security and bad input (real server, real database)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('sends security headers, a CSP for the apps, and no CORS permission to other origins', async () => {
    const page = await fetch(`${server.url}/admin`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-powered-by')).toBeNull();
    const preflight = await fetch(`${server.url}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a request body over the limit and malformed JSON with coded, translated errors', async () => {
    const huge = await post(server, JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(3 * 1024 * 1024) }), { 'accept-language': 'ja' });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ errors: [{ message: 'リクエストが大きすぎます。', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    const broken = await post(server, '{"query": ');
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors[0].extensions.code).toBe('INVALID_QUERY');
  });

  it('limits query depth and aliases, and codes invalid operations and variables', async () => {
    // The deepest real query is accepted. The schema is shallower than the limit (10 levels), so a
    // query past it cannot be valid: at 10 levels it is refused for its unknown field, at 11 for its
    // depth, before validation looks at its fields.
    const deepest = '{ events { rounds { matches { player1 { id } } } } }';
    expect((await server.gql(deepest, {}, { token: staff })).errors).toBeUndefined();
    const nested = (levels: number) => `{ events { ${'x { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;
    const codes = async (query: string) => (await server.gql(query, {}, { token: staff })).errors?.map((error) => error.extensions?.code);
    expect(await codes(nested(10))).toEqual(['INVALID_QUERY']);
    expect(await codes(nested(11))).toEqual(['QUERY_TOO_COMPLEX']);
    const aliases = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect((await server.gql(aliases, {}, { token: staff })).errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const long = `{ me { ${'id '.repeat(3000)} } }`;
    expect((await server.gql(long, {}, { token: staff })).errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const unknown = await server.gql('{ nope }', {}, { token: staff, language: 'ja' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Taikai APIの操作として正しくないリクエストです。', extensions: { code: 'INVALID_QUERY' } });
    const overflow = await server.gql('mutation($m: ID!, $a: Int!) { extendMatch(matchId: $m, minutes: $a) { id } }', { m: 'x', a: 2 ** 40 }, { token: staff });
    expect(overflow.errors?.[0].extensions?.code).toBe('INVALID_QUERY');
    const notAnId = await server.gql('mutation { dropPlayer(playerId: "not-a-uuid") { id } }', {}, { token: staff });
    expect(notAnId.errors?.[0].extensions?.code).toBe('INVALID_ID');
  });

  it('slows password guessing per account and address', async () => {
    const email = 'guessed@example.com';
    await must(server, 'mutation($i: UserInput!) { createUser(input: $i) { id } }', { i: { email, name: 'Guessed', password: 'the real password' } }, staff);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await server.gql('mutation($e: String!) { login(email: $e, password: "guess-guess") { token } }', { e: email })).errors?.[0].extensions?.code as string);
    expect(codes.slice(0, 10).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_ATTEMPTS');
  });

  it('revokes tokens: signing out everywhere, and a lost phone with a new access code', async () => {
    const token = await freshStaff();
    expect(await must(server, 'mutation { logout }', {}, token)).toEqual({ logout: true });
    expect((await server.gql('{ me { id } }', {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer);
    const [player] = await registerPlayers(server, organizer, eventId, ['Lost Phone']);
    const phone = await playerToken(server, eventId, player.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: phone })).data).toEqual({ myRegistration: { name: 'Lost Phone' } });
    const revoked = (await must<any>(server, 'mutation($p: ID!) { revokePlayerAccess(playerId: $p, newAccessCode: true) { accessCode } }', { p: player.id }, organizer)).revokePlayerAccess;
    expect(revoked.accessCode).not.toBe(player.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: phone })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const oldCode = await server.gql('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', { e: eventId, c: player.accessCode });
    expect(oldCode.errors?.[0].extensions?.code).toBe('INVALID_ACCESS_CODE');
    await playerToken(server, eventId, revoked.accessCode);
  });

  it('lets a player registered a moment ago in, while the event’s other token versions are cached', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer);
    const [early] = await registerPlayers(server, organizer, eventId, ['Early Bird']);
    const earlyToken = await playerToken(server, eventId, early.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: earlyToken })).data).toEqual({ myRegistration: { name: 'Early Bird' } });
    const [late] = await registerPlayers(server, organizer, eventId, ['Late Comer']);
    const lateToken = await playerToken(server, eventId, late.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: lateToken })).data).toEqual({ myRegistration: { name: 'Late Comer' } });
  });

  it('lets tokens expire', async () => {
    // 7 s: long enough for a loaded CI machine to use the token once, short enough to wait out.
    const shortLived = await startTestServer({ TAIKAI_TOKEN_TTL_HOURS: '0.002' }, server);
    try {
      const token = await shortLived.loginAsOrganizer();
      expect((await shortLived.gql('{ me { id } }', {}, { token })).errors).toBeUndefined();
      const expiresAt = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 1100));
      expect((await shortLived.gql('{ me { id } }', {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await shortLived.close();
    }
  });

  it('answers any input to any mutation with a coded error or a success, never a server error, and changes nothing when refusing', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const players = await registerPlayers(server, organizer, eventId, ['F1', 'F2', 'F3', 'F4']);
    const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const playerTok = await playerToken(server, eventId, players.find((p) => p.id === round.matches[0].player1.id)!.accessCode);
    // A report refused for coming too late is kept on record as refused; nothing else may be logged.
    const auditCount = async () =>
      (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { action } }', { e: eventId }, organizer)).auditLog.filter(
        (entry: { action: string }) => entry.action !== 'result.report.refused',
      ).length;

    // Import and restore: an export of this event with one field changed, or any text.
    const exported = JSON.parse((await must<any>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, organizer)).exportEvent);
    const tables = ['event', 'players', 'phases', 'rounds', 'matches', 'auditLog'] as const;
    const withOneChange = ({ table, index, field, value }: { table: (typeof tables)[number]; index: number; field: number; value: unknown }) => {
      const copy = structuredClone(exported);
      const row = table === 'event' ? copy.event : copy[table][index % copy[table].length];
      const keys = Object.keys(row);
      row[keys[field % keys.length]] = value;
      return JSON.stringify(copy);
    };
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', ' ', '\u202e', 'ä'.repeat(300), '<script>', "'; DROP TABLE \"Player\"; --"));
    const int = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.integer(), fc.constantFrom(0, 1, 2, 3));
    const id = fc.oneof(fc.constantFrom(...players.map((p) => p.id), round.matches[0].id, eventId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'), fc.uuid());
    const operations = fc.oneof(
      fc.record({ q: fc.constant('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }'), v: fc.record({ e: id, i: fc.record({ name: text, externalId: fc.option(text), email: fc.option(text), awardedByes: fc.option(int) }) }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($e: ID!, $i: EventInput!) { updateEvent(id: $e, input: $i) { id } }'), v: fc.record({ e: id, i: fc.record({ name: fc.option(text), bestOf: fc.option(int), roundMinutes: fc.option(int), topCut: fc.option(int), ruleProfile: fc.option(text) }) }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { errors { line } } }'), v: fc.record({ e: id, c: text }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($m: ID!, $a: Int!, $b: Int!, $d: Int!, $r: String) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b, draws: $d, overrideReason: $r }) { id } }'), v: fc.record({ m: id, a: int, b: int, d: int, r: fc.option(text) }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($m: ID!, $a: Int!, $b: Int!, $d: Int!, $k: String) { reportResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b, draws: $d, requestKey: $k }) { id } }'), v: fc.record({ m: id, a: int, b: int, d: int, k: fc.option(text) }), as: fc.constant('player') }),
      fc.record({ q: fc.constant('mutation($m: ID!, $n: Int!) { extendMatch(matchId: $m, minutes: $n) { id } }'), v: fc.record({ m: id, n: int }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($e: ID!, $t: String!, $b: String!) { createAnnouncement(eventId: $e, input: { title: $t, body: $b, language: "xx" }) { id } }'), v: fc.record({ e: id, t: text, b: text }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($e: ID!, $p: ID!, $i: String!, $d: String!, $x: String) { logInfraction(eventId: $e, input: { playerId: $p, infraction: $i, description: $d, penalty: $x }) { id } }'), v: fc.record({ e: id, p: id, i: fc.oneof(text, fc.constantFrom('GPE-GRV', 'TE-TARDY')), d: text, x: fc.option(text) }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { id } }'), v: fc.record({ e: id, p: fc.array(fc.record({ player1Id: id, player2Id: fc.option(id), table: fc.option(int) }), { maxLength: 4 }) }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($p: ID!, $r: String) { dropPlayer(playerId: $p, reason: $r) { id } }'), v: fc.record({ p: fc.constantFrom('not-a-uuid', '00000000-0000-4000-8000-000000000000'), r: fc.option(text) }), as: fc.constant('staff') }),
      fc.record({ q: fc.constant('mutation($e: ID!, $n: String!, $ids: [ID!]!, $r: Int) { startPhase(eventId: $e, input: { name: $n, playerIds: $ids, rounds: $r }) { id } }'), v: fc.record({ e: id, n: text, ids: fc.array(id, { maxLength: 3 }), r: fc.option(int) }), as: fc.constant('staff') }),
      fc.record({
        q: fc.constant('mutation($d: String!, $r: Boolean!) { importEvent(input: { data: $d, replace: $r }) { eventId } }'),
        v: fc.record({
          d: fc.oneof(text, fc.record({ table: fc.constantFrom(...tables), index: fc.nat(), field: fc.nat(), value: fc.oneof(text, int, id, fc.boolean(), fc.constant(null)) }).map(withOneChange)),
          r: fc.boolean(),
        }),
        as: fc.constant('staff'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(operations, async ({ q, v, as }) => {
        const before = await auditCount();
        const result = await server.gql(q, v, { token: as === 'player' ? playerTok : organizer });
        const code = result.errors?.[0]?.extensions?.code;
        expect(code).not.toBe('INTERNAL_ERROR');
        if (result.errors) {
          expect(code).toEqual(expect.any(String));
          expect(await auditCount()).toBe(before);
        }
      }),
      { numRuns: 150, seed: 20261121 },
    );
  });

  it('keeps names in any script intact', async () => {
    const fresh = await freshStaff();
    const eventId = await createEvent(server, fresh, { name: '晴れる屋 モダン杯 🏆' });
    const names = ['佐藤 葵', 'مرحبا بالعالم', 'עברית ‏שלום', '😀 Emoji Ñandú', 'Ｚｅｎｋａｋｕ　全角'];
    const players = await registerPlayers(server, fresh, eventId, names);
    const listed = (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { name } }', { e: eventId }, fresh)).players.map((p: any) => p.name);
    expect(listed.sort()).toEqual(names.map((n) => n.normalize('NFC').trim()).sort());
    const event = (await must<any>(server, 'query($e: ID!) { event(id: $e) { name } }', { e: eventId }, fresh)).event;
    expect(event.name).toBe('晴れる屋 モダン杯 🏆');
    expect(players).toHaveLength(5);
  });

  async function freshStaff(): Promise<string> {
    const email = `fuzz-${Math.random().toString(36).slice(2)}@example.com`;
    await must(server, 'mutation($i: UserInput!) { createUser(input: $i) { id } }', { i: { email, name: 'Fuzz', password: 'fuzz password 1', role: 'ORGANIZER' } }, staff);
    return (await must<any>(server, 'mutation($e: String!) { login(email: $e, password: "fuzz password 1") { token } }', { e: email }, '')).login.token;
  }
});

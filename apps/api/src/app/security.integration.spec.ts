import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLScalarType,
} from 'graphql';
import { Client } from 'pg';
import { addEventStaff, createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../testing/event-fixture';
import { peopleFixture } from '../../testing/people-fixture';
import { LiveService } from '../platform/live/live.service';
import { subscribeOverSse, SseSubscription } from '../../testing/live/sse-client';
import { startTestServer, TestServer } from '../../testing/test-server';

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
    // A venue server on plain HTTP (a LAN address) must not make browsers fetch its scripts over https.
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-powered-by')).toBeNull();
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a request body over the limit and malformed JSON with coded, translated errors', async () => {
    const huge = await post(server, JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(3 * 1024 * 1024) }), {
      'accept-language': 'ja',
    });
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
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Taikai APIの操作として正しくないリクエストです。',
      extensions: { code: 'INVALID_QUERY' },
    });
    const notAnId = await server.gql('mutation { dropPlayer(playerId: "not-a-uuid") { id } }', {}, { token: staff });
    expect(notAnId.errors?.[0].extensions?.code).toBe('INVALID_ID');
  });

  it("answers malformed requests with a code in the caller's language, and a player asking for a staff-only field with FORBIDDEN", async () => {
    const INVALID_JA = 'Taikai APIの操作として正しくないリクエストです。';
    const ja = { 'accept-language': 'ja' };
    const requests: [string, Promise<Response>][] = [
      ['no query', fetch(`${server.url}/graphql`, { headers: { accept: 'application/json', ...ja } })],
      ['a query that is not a string', post(server, JSON.stringify({ query: 5 }), ja)],
      ['variables that are not an object', post(server, JSON.stringify({ query: '{ __typename }', variables: 'x' }), ja)],
      ['an unparsable query', post(server, JSON.stringify({ query: '{' }), ja)],
      ['two operations and no name', post(server, JSON.stringify({ query: 'query A { __typename } query B { __typename }' }), ja)],
      ['an unknown operation name', post(server, JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }), ja)],
      ['a body that is not JSON', post(server, '{"query": ', ja)],
    ];
    for (const [what, response] of requests) {
      const body = await (await response).json();
      expect({ what, error: body.errors?.[0] }).toMatchObject({
        what,
        error: { message: INVALID_JA, extensions: { code: 'INVALID_QUERY' } },
      });
    }

    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer);
    const [player] = await registerPlayers(server, organizer, eventId, ['Curious']);
    const phone = await playerToken(server, eventId, player.accessCode);
    const staffField = await server.gql('{ myRegistration { name accessCode } }', {}, { token: phone, language: 'ja' });
    expect(staffField.errors?.[0]).toMatchObject({ message: 'この操作を行う権限がありません。', extensions: { code: 'FORBIDDEN' } });
    expect(staffField.data).toBeUndefined();
    const staffNested = await server.gql('{ myRegistration { event { name bestOf } } }', {}, { token: phone });
    expect(staffNested.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const typo = await server.gql('{ myRegistration { nmae } }', {}, { token: phone });
    expect(typo.errors?.[0].extensions?.code).toBe('INVALID_QUERY');
    // The staff type asked for by name, in a fragment spread into the player's view, or through another view.
    for (const query of [
      '{ myRegistration { ... on Player { accessCode } } }',
      '{ myRegistration { ...Staff } } fragment Staff on Player { email }',
      '{ myRegistration { event { ... on Event { bestOf } } } }',
      '{ myState { accessCode } }',
    ]) {
      const result = await server.gql(query, {}, { token: phone, language: 'ja' });
      expect({ query, error: result.errors?.[0] }).toMatchObject({
        query,
        error: { message: 'この操作を行う権限がありません。', extensions: { code: 'FORBIDDEN' } },
      });
      expect(result.data).toBeUndefined();
    }
  });

  it('gives "Did you mean" hints only to callers who may read the schema (signed-in staff), not to anonymous callers or players', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer);
    const [player] = await registerPlayers(server, organizer, eventId, ['Hinted']);
    const phone = await playerToken(server, eventId, player.accessCode);
    const probes: [string, Record<string, unknown>][] = [
      ['{ myRegistratio { id } }', {}],
      ['{ myRegistration { nam } }', {}],
      ['mutation($i: EventInput!) { createEvent(input: $i) { id } }', { i: { nam: 'x' } }],
      ['query($s: [MatchStatus!]!) { matches(eventId: "00000000-0000-4000-8000-000000000000", statuses: $s) { id } }', { s: ['ONGOIN'] }],
    ];
    for (const [query, variables] of probes) {
      for (const token of [undefined, phone]) {
        const answer = JSON.stringify(await server.gql(query, variables, { token }));
        expect({ query, token: Boolean(token), answer }).toEqual({
          query,
          token: Boolean(token),
          answer: expect.stringContaining('"code"'),
        });
        expect({ query, token: Boolean(token), answer }).not.toEqual({
          query,
          token: Boolean(token),
          answer: expect.stringMatching(/Did you mean/),
        });
      }
    }
    const forStaff = await server.gql('{ myRegistratio { id } }', {}, { token: organizer });
    expect(forStaff.errors?.[0].extensions?.detail).toMatch(/Did you mean "myRegistration"\?/);
  });

  it('answers schema introspection only to signed-in staff, unless TAIKAI_INTROSPECTION=1', async () => {
    const INTROSPECTION = '{ __schema { queryType { name } } }';
    const FRAGMENTED = 'query { ...Types } fragment Types on Query { __type(name: "Player") { fields { name } } }';
    const eventId = await createEvent(server, staff);
    const [player] = await registerPlayers(server, staff, eventId, ['Introspective']);
    const phone = await playerToken(server, eventId, player.accessCode);
    for (const query of [INTROSPECTION, FRAGMENTED]) {
      for (const token of [undefined, phone, 'not-a-token']) {
        const refused = await server.gql(query, {}, { token, language: 'ja' });
        expect(refused).toEqual({
          errors: [{ message: 'スキーマの取得はログインしたスタッフのみ可能です。', extensions: { code: 'INTROSPECTION_FORBIDDEN' } }],
        });
      }
      expect((await server.gql(query, {}, { token: staff })).errors).toBeUndefined();
    }
    expect((await server.gql(INTROSPECTION, {})).errors?.[0].message).toBe('Schema introspection is for signed-in staff only.');
    expect((await server.gql('{ __typename }', {})).data).toEqual({ __typename: 'Query' });
    const open = await startTestServer({ TAIKAI_INTROSPECTION: '1' }, server);
    try {
      expect((await open.gql(INTROSPECTION, {})).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await open.close();
    }
  });

  it('caps open live-update subscriptions per sign-in and per address with a coded, translated refusal', async () => {
    const capped = await startTestServer({ TAIKAI_MAX_STREAMS_PER_TOKEN: '3', TAIKAI_MAX_STREAMS_PER_ADDRESS: '5' }, server);
    const streams: SseSubscription[] = [];
    const open = async (eventId: string, token: string) => {
      const stream = await subscribeOverSse(
        capped.url,
        'subscription($e: ID!) { eventUpdates(eventId: $e) { kind } }',
        { e: eventId },
        { token, language: 'ja' },
      );
      streams.push(stream);
      return stream;
    };
    const live = capped.get(LiveService);
    const waitForOpen = async (count: number) => {
      for (let tries = 0; live.openStreams !== count && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(live.openStreams).toBe(count);
    };
    try {
      const organizer = await capped.loginAsOrganizer();
      const eventId = await createEvent(capped, organizer);
      const [first, second] = await registerPlayers(capped, organizer, eventId, ['Many Tabs', 'Same Wi-Fi']);
      const phone = await playerToken(capped, eventId, first.accessCode);
      const kept = [await open(eventId, phone), await open(eventId, phone), await open(eventId, phone)];
      await waitForOpen(3);
      const perToken = await (await open(eventId, phone)).nextResult();
      expect(perToken.errors?.[0]).toMatchObject({
        extensions: { code: 'TOO_MANY_STREAMS' },
        message: expect.stringContaining('接続が多すぎます'),
      });
      await kept[0].close();
      await waitForOpen(2);
      await open(eventId, phone);
      await waitForOpen(3);
      // The same address: another player and the staff fill it up to 5, then it is full for everyone.
      const neighbour = await playerToken(capped, eventId, second.accessCode);
      await open(eventId, neighbour);
      await open(eventId, organizer);
      await waitForOpen(5);
      const perAddress = await (await open(eventId, neighbour)).nextResult();
      expect(perAddress.errors?.[0].extensions?.code).toBe('TOO_MANY_STREAMS');
      expect(live.openStreams).toBe(5);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
      await capped.close();
    }
  });

  it('slows password guessing per account and address', async () => {
    const email = 'guessed@example.com';
    await must(
      server,
      'mutation($i: UserInput!) { createUser(input: $i) { id } }',
      { i: { email, name: 'Guessed', password: 'the real password' } },
      staff,
    );
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await server.gql('mutation($e: String!) { login(email: $e, password: "guess-guess") { token } }', { e: email })).errors?.[0]
          .extensions?.code as string,
      );
    expect(codes.slice(0, 10).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_ATTEMPTS');
  });

  it("counts access-code guesses against the guesser's address only: a player at another address still gets in (issue 25)", async () => {
    /** playerLogin over HTTP from a given loopback address (127.0.0.0/8 is all this machine's), as the server sees it. */
    const loginFrom = (localAddress: string, eventId: string, code: string) =>
      new Promise<string>((resolve, reject) => {
        const body = JSON.stringify({
          query: 'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }',
          variables: { e: eventId, c: code },
        });
        const request = http.request(`${server.url}/graphql`, {
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json' },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(JSON.parse(text).errors?.[0]?.extensions?.code ?? 'OK'));
        });
        request.on('error', reject);
        request.end(body);
      });
    const eventId = await createEvent(server, staff);
    const [victim, guesser] = await registerPlayers(server, staff, eventId, ['Guessed Victim', 'Prefix Guesser']);
    const prefix = victim.accessCode.slice(0, 2);
    const answers: string[] = [];
    // Wrong codes at the victim's prefix, refilled by the guesser signing in with their own code.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) answers.push(await loginFrom('127.0.0.7', eventId, `${prefix}22222${'3456789ABC'[i]}`));
      answers.push(await loginFrom('127.0.0.7', eventId, guesser.accessCode));
    }
    expect(answers.at(-2)).toBe('TOO_MANY_ATTEMPTS');
    expect(await loginFrom('127.0.0.7', eventId, victim.accessCode)).toBe('TOO_MANY_ATTEMPTS');
    expect(await loginFrom('127.0.0.8', eventId, victim.accessCode)).toBe('OK');
  });

  it('revokes tokens: signing out everywhere, and a lost phone with a new access code', async () => {
    const token = await freshStaff();
    expect(await must(server, 'mutation { logout }', {}, token)).toEqual({ logout: true });
    expect((await server.gql('{ me { id } }', {}, { token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer);
    const [player] = await registerPlayers(server, organizer, eventId, ['Lost Phone']);
    const phone = await playerToken(server, eventId, player.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: phone })).data).toEqual({
      myRegistration: { name: 'Lost Phone' },
    });
    const revoked = (
      await must<any>(
        server,
        'mutation($p: ID!) { revokePlayerAccess(playerId: $p, newAccessCode: true) { accessCode } }',
        { p: player.id },
        organizer,
      )
    ).revokePlayerAccess;
    expect(revoked.accessCode).not.toBe(player.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: phone })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const oldCode = await server.gql('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
      e: eventId,
      c: player.accessCode,
    });
    expect(oldCode.errors?.[0].extensions?.code).toBe('INVALID_ACCESS_CODE');
    await playerToken(server, eventId, revoked.accessCode);
  });

  it('lets a player registered a moment ago in, while the event’s other token versions are cached', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer);
    const [early] = await registerPlayers(server, organizer, eventId, ['Early Bird']);
    const earlyToken = await playerToken(server, eventId, early.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: earlyToken })).data).toEqual({
      myRegistration: { name: 'Early Bird' },
    });
    const [late] = await registerPlayers(server, organizer, eventId, ['Late Comer']);
    const lateToken = await playerToken(server, eventId, late.accessCode);
    expect((await server.gql('{ myRegistration { name } }', {}, { token: lateToken })).data).toEqual({
      myRegistration: { name: 'Late Comer' },
    });
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
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const playerTok = await playerToken(server, eventId, players.find((p) => p.id === round.matches[0].player1.id)!.accessCode);
    // A report refused for coming too late is kept on record as refused; nothing else may be logged.
    const auditCount = async () =>
      (
        await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { action } }', { e: eventId }, organizer)
      ).auditLog.filter((entry: { action: string }) => entry.action !== 'result.report.refused').length;

    // Import and restore: an export of this event with one field changed, or any text.
    const exported = JSON.parse(
      (await must<any>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, organizer)).exportEvent,
    );
    const tables = ['event', 'players', 'phases', 'rounds', 'matches', 'auditLog'] as const;
    const withOneChange = ({
      table,
      index,
      field,
      value,
    }: {
      table: (typeof tables)[number];
      index: number;
      field: number;
      value: unknown;
    }) => {
      const copy = structuredClone(exported);
      const row = table === 'event' ? copy.event : copy[table][index % copy[table].length];
      const keys = Object.keys(row);
      row[keys[field % keys.length]] = value;
      return JSON.stringify(copy);
    };
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('', ' ', '\u202e', 'ä'.repeat(300), '<script>', '\'; DROP TABLE "Player"; --', 'Aoi \uD83D', '\uDC00'),
    );
    const int = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.integer(), fc.constantFrom(0, 1, 2, 3));
    const id = fc.oneof(
      fc.constantFrom(...players.map((p) => p.id), round.matches[0].id, eventId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'),
      fc.uuid(),
    );
    const operations = fc.oneof(
      fc.record({
        q: fc.constant('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }'),
        v: fc.record({
          e: id,
          i: fc.record({ name: text, externalId: fc.option(text), email: fc.option(text), awardedByes: fc.option(int) }),
        }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant('mutation($e: ID!, $i: EventInput!) { updateEvent(id: $e, input: $i) { id } }'),
        v: fc.record({
          e: id,
          i: fc.record({
            name: fc.option(text),
            bestOf: fc.option(int),
            roundMinutes: fc.option(int),
            topCut: fc.option(int),
            ruleProfile: fc.option(text),
          }),
        }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant('mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { errors { line } } }'),
        v: fc.record({ e: id, c: text }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant(
          'mutation($m: ID!, $a: Int!, $b: Int!, $d: Int!, $r: String) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b, draws: $d, overrideReason: $r }) { id } }',
        ),
        v: fc.record({ m: id, a: int, b: int, d: int, r: fc.option(text) }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant(
          'mutation($m: ID!, $a: Int!, $b: Int!, $d: Int!, $k: String) { reportResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b, draws: $d, requestKey: $k }) { id } }',
        ),
        v: fc.record({ m: id, a: int, b: int, d: int, k: fc.option(text) }),
        as: fc.constant('player'),
      }),
      fc.record({
        q: fc.constant('mutation($m: ID!, $n: Int!) { extendMatch(matchId: $m, minutes: $n) { id } }'),
        v: fc.record({ m: id, n: int }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant(
          'mutation($e: ID!, $t: String!, $b: String!) { createAnnouncement(eventId: $e, input: { title: $t, body: $b, language: "xx" }) { id } }',
        ),
        v: fc.record({ e: id, t: text, b: text }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant(
          'mutation($e: ID!, $p: ID!, $i: String!, $d: String!, $x: String) { logInfraction(eventId: $e, input: { playerId: $p, infraction: $i, description: $d, penalty: $x }) { id } }',
        ),
        v: fc.record({ e: id, p: id, i: fc.oneof(text, fc.constantFrom('GPE-GRV', 'TE-TARDY')), d: text, x: fc.option(text) }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant('mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { id } }'),
        v: fc.record({
          e: id,
          p: fc.array(fc.record({ player1Id: id, player2Id: fc.option(id), table: fc.option(int) }), { maxLength: 4 }),
        }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant('mutation($p: ID!, $r: String) { dropPlayer(playerId: $p, reason: $r) { id } }'),
        v: fc.record({ p: fc.constantFrom('not-a-uuid', '00000000-0000-4000-8000-000000000000'), r: fc.option(text) }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant(
          'mutation($e: ID!, $n: String!, $ids: [ID!]!, $r: Int) { startPhase(eventId: $e, input: { name: $n, playerIds: $ids, rounds: $r }) { id } }',
        ),
        v: fc.record({ e: id, n: text, ids: fc.array(id, { maxLength: 3 }), r: fc.option(int) }),
        as: fc.constant('staff'),
      }),
      fc.record({
        q: fc.constant('mutation($d: String!, $r: Boolean!) { importEvent(input: { data: $d, replace: $r }) { eventId } }'),
        v: fc.record({
          d: fc.oneof(
            text,
            fc
              .record({
                table: fc.constantFrom(...tables),
                index: fc.nat(),
                field: fc.nat(),
                value: fc.oneof(text, int, id, fc.boolean(), fc.constant(null)),
              })
              .map(withOneChange),
          ),
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

  it('refuses control characters other than tab and line breaks in every text input, coded and translated, changing nothing', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const [player, opponent] = await registerPlayers(server, organizer, eventId, ['Ctrl One', 'Ctrl Two']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const phone = await playerToken(server, eventId, player.accessCode);
    const auditLength = async () =>
      (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { id } }', { e: eventId }, organizer)).auditLog.length;
    const before = await auditLength();
    const bad = (text: string) => `before${text}after`;
    const attempts: [string, Record<string, unknown>, string | undefined][] = [
      ['mutation($i: EventInput!) { createEvent(input: $i) { id } }', { i: { name: bad('\u0000') } }, organizer],
      [
        'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { name: bad('\u0007') } },
        organizer,
      ],
      [
        'mutation($p: ID!, $i: PlayerInput!) { updatePlayer(playerId: $p, input: $i) { id } }',
        { p: opponent.id, i: { pod: bad('\u001b') } },
        organizer,
      ],
      [
        'mutation($e: ID!, $i: AnnouncementInput!) { createAnnouncement(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { title: 'Hello', body: bad('\u0000') } },
        organizer,
      ],
      [
        'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { playerId: player.id, infraction: 'TE-TARDY', description: bad('\u0000') } },
        organizer,
      ],
      [
        'mutation($m: ID!, $k: String) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0, requestKey: $k }) { id } }',
        { m: round.matches[0].id, k: bad('\u0000') },
        phone,
      ],
      [
        'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { errors { line } } }',
        { e: eventId, c: `name\n${bad('\u0000')}\n` },
        organizer,
      ],
      ['mutation($e: String!) { login(email: $e, password: "whatever-password") { token } }', { e: bad('\u0000') }, undefined],
      [
        'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }',
        { e: eventId, c: bad('\u0000') },
        undefined,
      ],
      [
        'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { errors { line } } }',
        { e: eventId, c: `name\r${bad('')}\n` },
        organizer,
      ],
    ];
    for (const [query, variables, token] of attempts) {
      const result = await server.gql(query, variables, { token, language: 'ja' });
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_INPUT' }, message: expect.stringContaining('制御文字') });
    }
    expect(await auditLength()).toBe(before);
    const english = await server.gql(
      'mutation($i: EventInput!) { createEvent(input: $i) { id } }',
      { i: { name: bad('\u0000') } },
      { token: organizer },
    );
    expect(english.errors?.[0].message).toBe('Invalid name: contains a control character (only tab and line breaks are allowed).');
    // Tab and line breaks (LF, CRLF) are text, not control.
    const multiline = await server.gql(
      'mutation($e: ID!, $i: AnnouncementInput!) { createAnnouncement(eventId: $e, input: $i) { body } }',
      { e: eventId, i: { title: 'Deck\tchecks', body: 'Line one\r\nLine two\n\tindented' } },
      { token: organizer },
    );
    expect(multiline.data).toEqual({ createAnnouncement: { body: 'Line one\r\nLine two\n\tindented' } });
  });

  it('refuses a lone UTF-16 surrogate in any text and a date outside years 1–9999 with INVALID_INPUT naming the field, storing nothing', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const [player] = await registerPlayers(server, organizer, eventId, ['Pair One', 'Pair Two']);
    const phone = await playerToken(server, eventId, player.accessCode);
    const penaltyId = (
      await must<any>(
        server,
        'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { playerId: player.id, infraction: 'TE-TARDY', description: 'Late' } },
        organizer,
      )
    ).logInfraction.id;
    const auditLength = async () =>
      (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { id } }', { e: eventId }, organizer)).auditLog.length;
    const before = await auditLength();
    // A high half alone, a low half alone, two halves in the wrong order, a high half at the very end.
    const broken = ['A\uD800B', 'A\uDC00B', '\uDC00\uD800', 'Aoi \uD83D'];
    const attempts: [string, (text: string) => Record<string, unknown>, string | undefined, string][] = [
      ['mutation($e: String!) { login(email: $e, password: "whatever-password") { token } }', (t) => ({ e: t }), undefined, 'email'],
      ['mutation($p: String!) { login(email: "a@example.com", password: $p) { token } }', (t) => ({ p: t }), undefined, 'password'],
      [
        'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }',
        (t) => ({ e: eventId, c: t }),
        undefined,
        'accessCode',
      ],
      ['mutation($i: EventInput!) { createEvent(input: $i) { id } }', (t) => ({ i: { name: t } }), organizer, 'name'],
      [
        'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
        (t) => ({ e: eventId, i: { name: t } }),
        organizer,
        'name',
      ],
      [
        'mutation($i: StatementInput!) { recordStatement(input: $i) { id } }',
        (t) => ({ i: { penaltyId, role: 'PLAYER', statement: t } }),
        organizer,
        'statement',
      ],
      ['mutation($t: String!) { submitDecklist(text: $t) { id } }', (t) => ({ t: `4 Island${t}` }), phone, 'text'],
      [
        'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { errors { line } } }',
        (t) => ({ e: eventId, c: `name\n${t}\n` }),
        organizer,
        'csv',
      ],
    ];
    for (const [query, variables, token, field] of attempts) {
      for (const text of broken) {
        const result = await server.gql(query, variables(text), { token, language: 'ja' });
        expect({ query, text: JSON.stringify(text), error: result.errors?.[0] }).toMatchObject({
          query,
          error: {
            extensions: { code: 'INVALID_INPUT', params: { field, reason: 'loneSurrogate' } },
            message: expect.stringContaining('壊れた文字'),
          },
        });
      }
    }
    const english = await server.gql(
      'mutation($i: EventInput!) { createEvent(input: $i) { id } }',
      { i: { name: 'A\uD800' } },
      { token: organizer },
    );
    expect(english.errors?.[0].message).toBe('Invalid name: contains a broken character (half of a UTF-16 pair).');
    // A whole pair (an emoji) is text.
    await must(
      server,
      'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
      { e: eventId, i: { name: 'Aoi \uD83D\uDE00' } },
      organizer,
    );

    const DATED = 'mutation($i: EventInput!) { createEvent(input: $i) { id } }';
    for (const startsAt of [
      '+010000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '0000-12-31T23:59:59Z',
      '-000001-12-31T23:59:59Z',
      '-271821-04-20T00:00:00Z',
    ]) {
      const result = await server.gql(DATED, { i: { name: 'Far away', startsAt } }, { token: organizer });
      expect({ startsAt, error: result.errors?.[0] }).toMatchObject({
        startsAt,
        error: {
          message: 'Invalid start time: out of range.',
          extensions: { code: 'INVALID_INPUT', params: { field: 'startsAt', reason: 'outOfRange' } },
        },
      });
    }
    const literal = await server.gql(
      'mutation { createEvent(input: { name: "Far away", startsAt: "+010000-01-01T00:00:00Z" }) { id } }',
      {},
      { token: organizer },
    );
    expect(literal.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    for (const startsAt of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
      const edge = await server.gql(DATED, { i: { name: 'Edge of time', startsAt } }, { token: organizer });
      expect({ startsAt, errors: edge.errors }).toEqual({ startsAt, errors: undefined });
    }
    const names = (await must<any>(server, '{ events { name } }', {}, organizer)).events.map((event: { name: string }) => event.name);
    expect(names).not.toContain('Far away');
    expect(names.filter((name: string) => /[\uD800-\uDFFF]/.test(name.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')))).toEqual([]);
    expect(await auditLength()).toBe(before + 1);
  });

  it('answers every malformed scalar with INVALID_INPUT, translated, naming the field', async () => {
    const organizer = await freshStaff();
    const asVariable = await server.gql(
      'mutation($i: EventInput!) { createEvent(input: $i) { id } }',
      { i: { name: 'Dated', startsAt: 'not-a-date' } },
      { token: organizer, language: 'ja' },
    );
    expect(asVariable.errors?.[0]).toMatchObject({
      message: '開始日時が正しくありません: 形式が正しくありません。',
      extensions: { code: 'INVALID_INPUT' },
    });
    const inline = await server.gql(
      'mutation { createEvent(input: { name: "Dated", startsAt: "not-a-date" }) { id } }',
      {},
      { token: organizer },
    );
    expect(inline.errors?.[0]).toMatchObject({ message: 'Invalid start time: malformed.', extensions: { code: 'INVALID_INPUT' } });
    const overflow = await server.gql(
      'mutation($m: ID!, $a: Int!) { extendMatch(matchId: $m, minutes: $a) { id } }',
      { m: '00000000-0000-4000-8000-000000000000', a: 2 ** 40 },
      { token: organizer, language: 'ja' },
    );
    expect(overflow.errors?.[0]).toMatchObject({
      message: 'aが正しくありません: 形式が正しくありません。',
      extensions: { code: 'INVALID_INPUT' },
    });
    const nested = await server.gql(
      'mutation($i: EventInput!) { createEvent(input: $i) { id } }',
      { i: { name: 'Typed', bestOf: 'three' } },
      { token: organizer },
    );
    expect(nested.errors?.[0]).toMatchObject({
      message: 'Invalid match length (best of): malformed.',
      extensions: { code: 'INVALID_INPUT' },
    });
    const literal = await server.gql(
      'mutation { createEvent(input: { name: "Typed", bestOf: "three" }) { id } }',
      {},
      { token: organizer },
    );
    expect(literal.errors?.[0]).toMatchObject({
      message: 'Invalid match length (best of): malformed.',
      extensions: { code: 'INVALID_INPUT' },
    });
    const events = (await must<any>(server, '{ events { name } }', {}, organizer)).events.map((event: { name: string }) => event.name);
    expect(events).not.toContain('Dated');
    expect(events).not.toContain('Typed');
  });

  it('bounds every input: absurd clocks, game numbers, limits, texts and languages are refused, coded, changing nothing; the database backs the bounds', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const [player, other] = await registerPlayers(server, organizer, eventId, ['Bound One', 'Bound Two']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    const auditLength = async () =>
      (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { id } }', { e: eventId }, organizer)).auditLog.length;
    const before = await auditLength();
    const huge = 'x'.repeat(100_000);
    const CLOCK = 'mutation($r: ID!, $m: Int) { startRoundClock(roundId: $r, minutes: $m) { id } }';
    const LOG = 'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }';
    const refusals: [string, Record<string, unknown>, string, string][] = [
      [CLOCK, { r: round.id, m: -10 }, 'minutes', 'outOfRange'],
      [CLOCK, { r: round.id, m: 2_147_483_647 }, 'minutes', 'outOfRange'],
      [
        LOG,
        { e: eventId, i: { playerId: player.id, infraction: 'TE-TARDY', description: 'Late', gameNumber: -1 } },
        'gameNumber',
        'outOfRange',
      ],
      [LOG, { e: eventId, i: { playerId: player.id, infraction: 'TE-TARDY', description: huge } }, 'description', 'tooLong'],
      ['query($e: ID!) { auditLog(eventId: $e, limit: -1) { id } }', { e: eventId }, 'limit', 'outOfRange'],
      [
        'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { name: 'Podless', pod: huge } },
        'pod',
        'tooLong',
      ],
      [
        'mutation($p: ID!, $i: PlayerInput!) { updatePlayer(playerId: $p, input: $i) { id } }',
        { p: other.id, i: { pod: huge } },
        'pod',
        'tooLong',
      ],
      ['query($e: ID!) { composeAnnouncement(eventId: $e, language: "xx") { title } }', { e: eventId }, 'language', 'notAllowed'],
    ];
    for (const [query, variables, field, reason] of refusals) {
      const result = await server.gql(query, variables, { token: organizer });
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'INVALID_INPUT', params: { field, reason } });
    }
    const imported = await must<any>(
      server,
      'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } errors { line message } } }',
      { e: eventId, c: `name,pod\nLong Pod,${'p'.repeat(51)}\n` },
      organizer,
    );
    expect(imported.importPlayers).toEqual({ created: [], errors: [{ line: 2, message: 'Invalid pod: too long.' }] });
    expect(await auditLength()).toBe(before);
    expect((await must<any>(server, 'query($e: ID!) { players(eventId: $e) { name } }', { e: eventId }, organizer)).players).toHaveLength(
      2,
    );

    const database = new Client({ connectionString: server.database.url });
    await database.connect();
    try {
      for (const [sql, params] of [
        ['UPDATE "Player" SET "pod" = repeat(\'x\', 100000) WHERE "id" = $1', [player.id]],
        ['UPDATE "Event" SET "roundMinutes" = 2147483647 WHERE "id" = $1', [eventId]],
        ['UPDATE "Match" SET "player1Wins" = -1 WHERE "id" = $1', [round.matches[0].id]],
        [
          'INSERT INTO "Announcement" ("id", "eventId", "title", "body", "language", "authorId", "updatedAt") SELECT gen_random_uuid(), $1, \'t\', \'b\', \'xx\', "id", now() FROM "User" LIMIT 1',
          [eventId],
        ],
      ] as const) {
        await expect(database.query(sql, [...params])).rejects.toMatchObject({ code: '23514' });
      }
    } finally {
      await database.end();
    }
  });

  it('reads CSV imports strictly (an unclosed quote with its line, text in another encoding) and neutralises formulas in CSV exports', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const IMPORT = 'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } errors { line code message } } }';
    const unclosed = await server.gql(IMPORT, { e: eventId, c: 'name,pod\nAoi,A\n"Ren,B\nKai,C\n' }, { token: organizer, language: 'ja' });
    expect(unclosed.data?.importPlayers).toEqual({
      created: [],
      errors: [
        { line: 3, code: 'CSV_MALFORMED', message: '3行目からCSVとして正しくありません（引用符が閉じられていない可能性があります）。' },
      ],
    });
    const garbled = await server.gql(IMPORT, { e: eventId, c: 'name\nAoi\n\uFFFD\uFFFD \uFFFD\n' }, { token: organizer });
    expect(garbled.data?.importPlayers).toEqual({
      created: [],
      errors: [
        { line: 3, code: 'CSV_ENCODING', message: 'Line 3 has characters that could not be read: save the file as UTF-8 or Shift-JIS.' },
      ],
    });
    expect((await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id } }', { e: eventId }, organizer)).players).toEqual([]);

    const [player] = await registerPlayers(server, organizer, eventId, ['=HYPERLINK("http://evil.example","win")']);
    await must(
      server,
      'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
      { e: eventId, i: { playerId: player.id, infraction: 'TE-TARDY', description: '@SUM(1+1)' } },
      organizer,
    );
    const report = (await must<any>(server, 'query($e: ID!) { penaltyReport(eventId: $e) }', { e: eventId }, organizer))
      .penaltyReport as string;
    expect(report).toContain('"\'=HYPERLINK(""http://evil.example"",""win"")"');
    expect(report).toContain(",'@SUM(1+1),");
    expect(
      report
        .split('\r\n')
        .slice(1)
        .every((line) => !/(^|,)[=+@]/.test(line)),
    ).toBe(true);
  });

  it('refuses a control character, a lone surrogate, a date past year 9999 or a malformed scalar in any argument of every mutation with INVALID_INPUT, changing nothing; deep JSON and deeply nested inputs are coded refusals', async () => {
    const organizer = await freshStaff();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const players = await registerPlayers(server, organizer, eventId, ['G1', 'G2']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const phone = await playerToken(server, eventId, players.find((p) => p.id === round.matches[0].player1.id)!.accessCode);
    const auditLength = async () =>
      (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { id } }', { e: eventId }, organizer)).auditLog.length;
    const ids = [eventId, round.id, round.matches[0].id, ...players.map((p) => p.id)];
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8'));
    const mutations = Object.values(schema.getMutationType()!.getFields());
    const PLAYER_ONLY = new Set([
      'reportResult',
      'confirmResult',
      'callJudge',
      'submitDecklist',
      'registerPushSubscription',
      'unregisterPushSubscription',
      'createMyTeam',
      'joinTeam',
      'setTeamSeats',
    ]);

    const control = fc
      .tuple(
        fc.string({ maxLength: 5 }),
        fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u0008', '\r'),
        fc.string({ maxLength: 5 }),
      )
      .map((parts) => parts.join(''));
    // Half of a UTF-16 pair (the texts around it are ASCII, so it never finds its other half).
    const surrogate = fc
      .tuple(
        fc.string({ maxLength: 5 }),
        fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDE00\uD83D'),
        fc.string({ maxLength: 5 }),
      )
      .map((parts) => parts.join(''));
    const extremeDate = fc.oneof(
      fc.constantFrom(
        '+010000-01-01T00:00:00Z',
        '+275760-09-13T00:00:00Z',
        '0000-06-01T00:00:00Z',
        '-000001-01-01T00:00:00Z',
        '-271821-04-20T00:00:00Z',
      ),
      fc.integer({ min: 10000, max: 275759 }).map((year) => `+${String(year).padStart(6, '0')}-01-01T00:00:00Z`),
    );
    type Mode = 'control' | 'surrogate' | 'date' | 'malformed';
    /**
     * A value for an input type: in `control` and `surrogate` modes every text carries one, in `date` mode every date is
     * outside years 1–9999, in `malformed` mode every number, flag, date and enum is one its scalar cannot parse.
     */
    const valueFor = (type: GraphQLInputType, mode: Mode): fc.Arbitrary<unknown> => {
      const nullable = getNullableType(type);
      if (nullable instanceof GraphQLList) return fc.array(valueFor(nullable.ofType, mode), { minLength: 1, maxLength: 2 });
      if (nullable instanceof GraphQLInputObjectType) {
        return fc.record(Object.fromEntries(Object.values(nullable.getFields()).map((field) => [field.name, valueFor(field.type, mode)])));
      }
      if (nullable instanceof GraphQLEnumType)
        return mode === 'malformed' ? fc.constantFrom('NOPE', 3) : fc.constantFrom(...nullable.getValues().map((value) => value.name));
      switch ((nullable as GraphQLScalarType).name) {
        case 'ID':
          return fc.constantFrom(...ids);
        case 'String':
          return mode === 'control' ? control : mode === 'surrogate' ? surrogate : fc.constant('text');
        case 'Int':
          return mode === 'malformed' ? fc.constantFrom('x', 2 ** 40, 1.5, true) : fc.constant(1);
        case 'Boolean':
          return mode === 'malformed' ? fc.constantFrom('yes', 0) : fc.boolean();
        case 'DateTime':
          return mode === 'malformed'
            ? fc.constantFrom('not-a-date', '2026-13-45', 7)
            : mode === 'date'
              ? extremeDate
              : fc.constant('2026-11-21T10:00:00Z');
        default:
          throw new Error(`no generator for ${String(nullable)}`);
      }
    };
    /** Whether a value of this type can carry what the mode puts in: a text, or a number/flag/date/enum. */
    const carries = (type: GraphQLInputType, mode: Mode): boolean => {
      const named = getNamedType(type);
      if (named instanceof GraphQLInputObjectType) return Object.values(named.getFields()).some((field) => carries(field.type, mode));
      if (mode === 'control' || mode === 'surrogate') return named.name === 'String';
      if (mode === 'date') return named.name === 'DateTime';
      return named instanceof GraphQLEnumType || ['Int', 'Boolean', 'DateTime'].includes(named.name);
    };
    const cases = fc
      .constantFrom<Mode>('control', 'surrogate', 'date', 'malformed')
      .chain((mode) =>
        fc
          .constantFrom(...mutations.filter((mutation) => mutation.args.some((arg) => carries(arg.type, mode))))
          .chain((mutation) =>
            fc
              .record(Object.fromEntries(mutation.args.map((arg, i) => [`a${i}`, valueFor(arg.type, mode)])))
              .map((variables) => ({ mode, mutation, variables })),
          ),
      );
    const before = await auditLength();
    await fc.assert(
      fc.asyncProperty(cases, async ({ mode, mutation, variables }) => {
        const declared = mutation.args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
        const passed = mutation.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
        const selection = getNamedType(mutation.type) instanceof GraphQLObjectType ? ' { __typename }' : '';
        const query = `mutation(${declared}) { ${mutation.name}(${passed})${selection} }`;
        const result = await server.gql(query, variables, { token: PLAYER_ONLY.has(mutation.name) ? phone : organizer, language: 'ja' });
        expect({ mode, mutation: mutation.name, code: result.errors?.[0]?.extensions?.code }).toEqual({
          mode,
          mutation: mutation.name,
          code: 'INVALID_INPUT',
        });
        expect(result.errors?.[0].message).toMatch(/が正しくありません/);
      }),
      { numRuns: 250, seed: 20261123 },
    );
    expect(await auditLength()).toBe(before);

    // Deep JSON in every text (the import and the card database parse theirs), and nesting where none is expected:
    // lists of lists in place of a list, an unknown input field holding a deep object. Refused with a code, or taken
    // as text; never a server error.
    // fast-check prints and shrinks what it generates: it holds markers, replaced by the deep values when sent.
    const DEPTH = 5000;
    const DEEP = {
      '"@deep-array"': '['.repeat(DEPTH) + ']'.repeat(DEPTH),
      '"@deep-object"': '{"a":'.repeat(DEPTH) + '{}' + '}'.repeat(DEPTH),
    };
    // The body is written as text: JSON.stringify itself overflows the stack at this depth.
    const sendDeep = async (query: string, variables: unknown, token: string) =>
      (await (
        await post(
          server,
          JSON.stringify({ query, variables }).replace(/"@deep-array"|"@deep-object"/g, (marker) => DEEP[marker as keyof typeof DEEP]),
          { authorization: `Bearer ${token}` },
        )
      ).json()) as { errors?: { extensions?: { code?: string } }[] };
    const deepText = fc.constantFrom(
      '['.repeat(DEPTH) + ']'.repeat(DEPTH),
      '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
      '['.repeat(90) + ']'.repeat(90),
    );
    const deepValueFor = (type: GraphQLInputType): fc.Arbitrary<unknown> => {
      const nullable = getNullableType(type);
      if (nullable instanceof GraphQLList)
        return fc.oneof(fc.constant('@deep-array'), fc.array(deepValueFor(nullable.ofType), { minLength: 1, maxLength: 2 }));
      if (nullable instanceof GraphQLInputObjectType) {
        const fields = fc.record(
          Object.fromEntries(Object.values(nullable.getFields()).map((field) => [field.name, deepValueFor(field.type)])),
        );
        return fc.oneof(
          fields,
          fields.map((value) => ({ ...value, deep: '@deep-object' })),
        );
      }
      if (nullable instanceof GraphQLScalarType && nullable.name === 'String') return deepText;
      return valueFor(type, 'malformed').chain(() => valueFor(type, 'control'));
    };
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...mutations.filter((mutation) => mutation.args.length))
          .chain((mutation) =>
            fc
              .record(Object.fromEntries(mutation.args.map((arg, i) => [`a${i}`, deepValueFor(arg.type)])))
              .map((variables) => ({ mutation, variables })),
          ),
        async ({ mutation, variables }) => {
          const declared = mutation.args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
          const passed = mutation.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
          const selection = getNamedType(mutation.type) instanceof GraphQLObjectType ? ' { __typename }' : '';
          const query = `mutation(${declared}) { ${mutation.name}(${passed})${selection} }`;
          const result = await sendDeep(query, variables, PLAYER_ONLY.has(mutation.name) ? phone : organizer);
          const code = result.errors?.[0]?.extensions?.code;
          expect({ mutation: mutation.name, code }).toEqual({
            mutation: mutation.name,
            code: result.errors ? expect.any(String) : undefined,
          });
          expect({ mutation: mutation.name, code }).not.toEqual({ mutation: mutation.name, code: 'INTERNAL_ERROR' });
        },
      ),
      { numRuns: 150, seed: 20261126 },
    );
  });

  it('keeps names in any script intact', async () => {
    const fresh = await freshStaff();
    const eventId = await createEvent(server, fresh, { name: '晴れる屋 モダン杯 🏆' });
    const names = ['佐藤 葵', 'مرحبا بالعالم', 'עברית ‏שלום', '😀 Emoji Ñandú', 'Ｚｅｎｋａｋｕ　全角'];
    const players = await registerPlayers(server, fresh, eventId, names);
    const listed = (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { name } }', { e: eventId }, fresh)).players.map(
      (p: any) => p.name,
    );
    expect(listed.sort()).toEqual(names.map((n) => n.normalize('NFC').trim()).sort());
    const event = (await must<any>(server, 'query($e: ID!) { event(id: $e) { name } }', { e: eventId }, fresh)).event;
    expect(event.name).toBe('晴れる屋 モダン杯 🏆');
    expect(players).toHaveLength(5);
  });

  it("refuses to close a judge call with another event's penalty: NOT_FOUND, the call unchanged", async () => {
    const runningWithPenalty = async () => {
      const eventId = await createEvent(server, staff, { enforcementLevel: 'COMPETITIVE' });
      const players = await registerPlayers(server, staff, eventId, ['A', 'B']);
      const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, staff))
        .pairNextRound;
      await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
      const penalty = (
        await must<any>(
          server,
          'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
          { e: eventId, i: { playerId: players[0].id, infraction: 'GPE-GRV', description: 'Drew an extra card' } },
          staff,
        )
      ).logInfraction;
      return { eventId, players, match: round.matches[0], penalty };
    };
    const mine = await runningWithPenalty();
    const other = await runningWithPenalty();
    const token = await playerToken(server, mine.eventId, mine.players[0].accessCode);
    const call = (await must<any>(server, 'mutation($e: ID!) { callJudge(eventId: $e) { id } }', { e: mine.eventId }, token)).callJudge;
    const CLOSE = 'mutation($id: ID!, $p: ID) { closeJudgeCall(id: $id, penaltyId: $p) { id status penaltyId } }';
    const refused = await server.gql(CLOSE, { id: call.id, p: other.penalty.id }, { token: staff, language: 'ja' });
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const calls = (
      await must<any>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id status penaltyId } }', { e: mine.eventId }, staff)
    ).judgeCalls;
    expect(calls).toEqual([{ id: call.id, status: 'OPEN', penaltyId: null }]);
    // Its own event's penalty is accepted.
    expect((await must<any>(server, CLOSE, { id: call.id, p: mine.penalty.id }, staff)).closeJudgeCall).toEqual({
      id: call.id,
      status: 'CLOSED',
      penaltyId: mine.penalty.id,
    });
  });

  it('ends open live streams when the watcher loses the right to watch: staff removed from the event or the organization, access revoked, player deleted, signed out', async () => {
    const UPDATES = 'subscription($e: ID!) { eventUpdates(eventId: $e) { kind } }';
    /** The stream completes (or the connection ends); an update meanwhile is skipped. Fails after 5 s of silence. */
    const ends = async (stream: SseSubscription) => {
      for (;;) {
        try {
          if ((await stream.next()).event === 'complete') return true;
        } catch (error) {
          if (/stream ended/.test((error as Error).message)) return true;
          throw error;
        }
      }
    };
    const eventId = await createEvent(server, staff);
    const [a, b, c] = await registerPlayers(server, staff, eventId, ['A', 'B', 'C']);
    const email = `watcher-${eventId}@example.com`;
    const judge = await createStaff(server, staff, email);
    await addEventStaff(server, staff, eventId, email, 'JUDGE');
    const judgeId = (await must<any>(server, 'query { me { id } }', {}, judge)).me.id;
    const bystander = await subscribeOverSse(
      server.url,
      UPDATES,
      { e: eventId },
      { token: await playerToken(server, eventId, c.accessCode) },
    );
    const streams: SseSubscription[] = [bystander];
    try {
      const judgeStream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: judge });
      streams.push(judgeStream);
      await must(
        server,
        'mutation($e: ID!, $u: ID!) { removeEventStaff(eventId: $e, userId: $u, role: JUDGE) { userId } }',
        { e: eventId, u: judgeId },
        staff,
      );
      expect(await ends(judgeStream)).toBe(true);
      const again = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: judge });
      streams.push(again);
      expect((await again.nextResult()).errors?.[0].extensions?.code).toBe('FORBIDDEN');

      // A judge of the whole organization, whose role counts in its events, removed from it.
      const memberEmail = `member-${eventId}@example.com`;
      const member = await createStaff(server, staff, memberEmail);
      const organizationId = await peopleFixture(server).defaultOrganizationId();
      await peopleFixture(server).addMember(organizationId, memberEmail, 'JUDGE');
      const memberId = (await must<any>(server, 'query { me { id } }', {}, member)).me.id;
      const memberStream = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: member });
      streams.push(memberStream);
      await must(
        server,
        'mutation($o: ID!, $u: ID!) { removeOrganizationMember(organizationId: $o, userId: $u, role: JUDGE) { id } }',
        { o: organizationId, u: memberId },
        staff,
      );
      expect(await ends(memberStream)).toBe(true);
      const memberAgain = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: member });
      streams.push(memberAgain);
      expect((await memberAgain.nextResult()).errors?.[0].extensions?.code).toBe('FORBIDDEN');

      const revoked = await subscribeOverSse(
        server.url,
        UPDATES,
        { e: eventId },
        { token: await playerToken(server, eventId, a.accessCode) },
      );
      streams.push(revoked);
      await must(server, 'mutation($p: ID!) { revokePlayerAccess(playerId: $p, newAccessCode: true) { id } }', { p: a.id }, staff);
      expect(await ends(revoked)).toBe(true);

      const deleted = await subscribeOverSse(
        server.url,
        UPDATES,
        { e: eventId },
        { token: await playerToken(server, eventId, b.accessCode) },
      );
      streams.push(deleted);
      await must(server, 'mutation($p: ID!) { deletePlayer(playerId: $p) { id } }', { p: b.id }, staff);
      expect(await ends(deleted)).toBe(true);

      const organizerEmail = `signed-out-${eventId}@example.com`;
      const organizer = await createStaff(server, staff, organizerEmail, 'ORGANIZER');
      const signedOut = await subscribeOverSse(server.url, UPDATES, { e: eventId }, { token: organizer });
      streams.push(signedOut);
      await must(server, 'mutation { logout }', {}, organizer);
      expect(await ends(signedOut)).toBe(true);

      // Everyone else keeps watching.
      await must(server, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, staff);
      let kind: string | undefined;
      while (kind !== 'PAIRINGS_POSTED') kind = (await bystander.nextResult()).data?.eventUpdates?.kind;
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  async function freshStaff(): Promise<string> {
    const email = `fuzz-${Math.random().toString(36).slice(2)}@example.com`;
    await must(
      server,
      'mutation($i: UserInput!) { createUser(input: $i) { id } }',
      { i: { email, name: 'Fuzz', password: 'fuzz password 1', role: 'ORGANIZER' } },
      staff,
    );
    return (await must<any>(server, 'mutation($e: String!) { login(email: $e, password: "fuzz password 1") { token } }', { e: email }, ''))
      .login.token;
  }
});

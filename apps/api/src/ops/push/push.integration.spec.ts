import { execFileSync } from 'node:child_process';
import { createECDH, ECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { lookup, type LookupOptions } from 'node:dns';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { PrismaService } from '../../platform/database/prisma.service';
import {
  createEvent,
  createStaff,
  must,
  playerToken,
  registerPlayers,
  RegisteredPlayer,
  ROUND_FIELDS,
} from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { isPublicAddress, PushNetwork } from './push-network';
import { PushService } from './push.service';

/** The push service's name: browsers' endpoints are host names, and the server refuses IP addresses. */
const PUSH_HOST = 'push.test';

/** What a phone's push service received: the decrypted notification, and whether the VAPID signature held. */
interface Delivery {
  phone: string;
  title: string;
  body: string;
  tag: string;
  url: string;
}

/**
 * A push service on 127.0.0.1, as a browser's would be: HTTPS on a host name (the server calls no
 * other), a certificate made for this test and trusted only by this process. It checks each request's VAPID
 * authorization against the server's public key and decrypts the payload with the phone's keys.
 */
class LocalPushService {
  readonly deliveries: Delivery[] = [];
  readonly refusals: string[] = [];
  /** Phones the push service answers with this status instead of 201 (410: unsubscribed). */
  readonly answer = new Map<string, number>();
  readonly phones = new Map<string, { ecdh: ECDH; auth: string }>();
  private server!: https.Server;
  origin = '';

  async start(publicKey: () => string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${PUSH_HOST}`,
        '-addext',
        `subjectAltName=DNS:${PUSH_HOST}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
    // The server under test runs in this process and calls push services through the global
    // agent: it trusts this certificate, and finds the push service's name on 127.0.0.1.
    https.globalAgent.options.ca = cert;
    https.globalAgent.options.lookup = ((hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) =>
      hostname === PUSH_HOST
        ? options.all
          ? callback(null, [{ address: '127.0.0.1', family: 4 }])
          : callback(null, '127.0.0.1', 4)
        : lookup(hostname, options, callback as never)) as never;
    this.server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const phone = decodeURIComponent(req.url!.split('/').pop()!);
        void this.receive(phone, req.headers, Buffer.concat(chunks), publicKey()).then(
          () => {
            res.statusCode = this.answer.get(phone) ?? 201;
            res.end();
          },
          (error: Error) => {
            this.refusals.push(`${phone}: ${error.message}`);
            res.statusCode = 400;
            res.end();
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `https://${PUSH_HOST}:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new phone's subscription, as PushSubscription.toJSON() gives it. */
  subscribe(phone: string, language: 'en' | 'ja') {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    this.phones.set(phone, { ecdh, auth });
    return { endpoint: `${this.origin}/push/${phone}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth, language };
  }

  private async receive(phone: string, headers: Record<string, string | string[] | undefined>, body: Buffer, publicKey: string) {
    const keys = this.phones.get(phone);
    if (!keys) throw new Error('unknown phone');
    // RFC 8292: "vapid t=<JWT signed with the server's key>, k=<that public key>".
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
    if (!vapid || vapid[2] !== publicKey) throw new Error(`not signed with the server's key: ${headers.authorization}`);
    const point = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      'ES256',
    );
    const { payload } = await jwtVerify(vapid[1], key, { audience: this.origin });
    if (!String(payload.sub).startsWith('mailto:')) throw new Error(`subject ${payload.sub}`);
    if (headers['content-encoding'] !== 'aes128gcm' || !headers.ttl) throw new Error('not an aes128gcm Web Push request');
    const notification = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'));
    this.deliveries.push({ phone, ...notification });
  }

  /** The deliveries since the last call. */
  take(): Delivery[] {
    return this.deliveries.splice(0);
  }

  close() {
    delete https.globalAgent.options.ca;
    delete https.globalAgent.options.lookup;
    return new Promise((resolve) => this.server.close(resolve));
  }
}

/** The test's network: push.test (and the names a test maps) on 127.0.0.1, allowed only for push.test's own address. */
const mapped = new Map<string, string[]>();
const testNetwork = {
  resolve: async (hostname: string) =>
    (hostname === PUSH_HOST ? ['127.0.0.1'] : (mapped.get(hostname) ?? [])).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    })),
  permits: (address: string) => address === '127.0.0.1' || isPublicAddress(address),
};

describe('Web Push to players’ phones (real server, real database, a push service on 127.0.0.1)', () => {
  let server: TestServer;
  let staff: string;
  let judge: string;
  let eventId: string;
  let players: RegisteredPlayer[];
  const tokens = new Map<string, string>();
  const push = new LocalPushService();
  let publicKey = '';
  /** Everything the server set out to send has been sent (or given up on). */
  const settled = () => server.get(PushService).idle();
  const subscriptionsOf = (playerId: string) => server.get(PrismaService).pushSubscription.count({ where: { playerId } });

  // Phones by player name; Bea's and Dai's pages are in Japanese.
  const LANGUAGE: Record<string, 'en' | 'ja'> = { Ann: 'en', Bea: 'ja', Cal: 'en', Dai: 'ja' };

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
    judge = await createStaff(server, staff, 'kenji@example.com');
    eventId = await createEvent(server, staff);
    await must(
      server,
      'mutation($e: ID!, $m: String!) { addEventStaff(eventId: $e, email: $m, role: JUDGE) { userId } }',
      { e: eventId, m: 'kenji@example.com' },
      staff,
    );
    players = await registerPlayers(server, staff, eventId, ['Ann', 'Bea', 'Cal', 'Dai']);
    for (const player of players) tokens.set(player.name, await playerToken(server, eventId, player.accessCode));
    publicKey = (await must<{ pushPublicKey: string }>(server, '{ pushPublicKey }', {}, tokens.get('Ann')!)).pushPublicKey;
    await push.start(() => publicKey);
    // No DNS here: the push service's name is on 127.0.0.1, which this test's network allows for it alone.
    Object.assign(server.get(PushNetwork), testNetwork);
  });
  afterAll(async () => {
    await server.close();
    await push.close();
  });
  // Every request the server sent was a valid Web Push request (signed, encrypted for the phone).
  afterEach(() => expect(push.refusals.splice(0)).toEqual([]));

  const register = (name: string, input: Record<string, unknown>) =>
    server.gql<{ registerPushSubscription: boolean }>(
      'mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }',
      { input },
      { token: tokens.get(name) },
    );
  const byName = (name: string) => players.find((p) => p.name === name)!;
  const nameOf = (id: string) => players.find((p) => p.id === id)!.name;

  it('gives players the key the server signs with, the same after a restart, generated once and kept in the database', async () => {
    expect(publicKey).toMatch(/^B[\w-]{86}$/);
    const stored = await server.get(PrismaService).setting.findUnique({ where: { key: 'vapid_keys' } });
    expect(JSON.parse(stored!.value).publicKey).toBe(publicKey);
    const again = await startTestServer({}, { database: server.database });
    try {
      const token = await playerToken(again, eventId, byName('Cal').accessCode);
      expect((await must<{ pushPublicKey: string }>(again, '{ pushPublicKey }', {}, token)).pushPublicKey).toBe(publicKey);
    } finally {
      await again.close();
    }
  });

  it('refuses a subscription that is not a browser’s (not https, a bad key, another language), with a translated message, and stores nothing', async () => {
    const good = push.subscribe('Ann', 'en');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'プッシュ通知の送信先'],
      [{ ...good, endpoint: good.endpoint.replace(PUSH_HOST, '127.0.0.1') }, 'プッシュ通知の送信先'],
      [{ ...good, endpoint: 'https://[::1]/push/Ann' }, 'プッシュ通知の送信先'],
      [{ ...good, endpoint: 'https://localhost/push/Ann' }, 'プッシュ通知の送信先'],
      [{ ...good, p256dh: Buffer.alloc(65, 4).toString('base64url') }, 'プッシュ通知の暗号鍵'],
      [{ ...good, auth: 'short' }, 'プッシュ通知の認証キー'],
      [{ ...good, language: 'fr' }, '言語'],
    ];
    for (const [input, field] of cases) {
      const result = await server.gql(
        'mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }',
        { input },
        { token: tokens.get('Ann'), language: 'ja' },
      );
      expect(result.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect(result.errors?.[0].message).toContain(field);
    }
    expect(await subscriptionsOf(byName('Ann').id)).toBe(0);
  });

  it('keeps each phone for the player who registered it: another player cannot remove it', async () => {
    for (const player of players)
      expect((await register(player.name, push.subscribe(player.name, LANGUAGE[player.name]))).data?.registerPushSubscription).toBe(true);
    const annEndpoint = `${push.origin}/push/Ann`;
    const foreign = await server.gql(
      'mutation($e: String!) { unregisterPushSubscription(endpoint: $e) }',
      { e: annEndpoint },
      { token: tokens.get('Cal') },
    );
    expect(foreign.data).toEqual({ unregisterPushSubscription: false });
    expect(await subscriptionsOf(byName('Ann').id)).toBe(1);
    // Staff have no phone to register.
    const byStaff = await server.gql(
      'mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }',
      { input: push.subscribe('Staff', 'en') },
      { token: staff },
    );
    expect(byStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  let round: { id: string; matches: { id: string; table: number; player1: { id: string }; player2: { id: string } | null }[] };

  it('tells each player their table and opponent when the pairings are posted, in their page’s language, and nothing for a draft', async () => {
    round = (
      await must<{ pairNextRound: typeof round }>(
        server,
        `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`,
        { e: eventId },
        staff,
      )
    ).pairNextRound;
    await settled();
    expect(push.take()).toEqual([]);
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
    await settled();
    const deliveries = push.take();
    expect(deliveries.map((d) => d.phone).sort()).toEqual(['Ann', 'Bea', 'Cal', 'Dai']);
    for (const match of round.matches) {
      const seats = [
        [nameOf(match.player1.id), nameOf(match.player2!.id)],
        [nameOf(match.player2!.id), nameOf(match.player1.id)],
      ];
      for (const [me, opponent] of seats) {
        const delivery = deliveries.find((d) => d.phone === me)!;
        expect(delivery).toMatchObject({ tag: `pairings-${round.id}`, url: '/play/' });
        if (LANGUAGE[me] === 'ja') {
          expect(delivery.title).toBe(`第1回戦：${match.table}番テーブル`);
          expect(delivery.body).toBe(`${match.table}番テーブルで${opponent}さんと対戦します。`);
        } else {
          expect(delivery.title).toBe(`Round 1: table ${match.table}`);
          expect(delivery.body).toBe(`You play ${opponent} at table ${match.table}.`);
        }
      }
    }
  });

  it('sends nothing for a change that was rolled back, and tells the players whose table a committed edit changed', async () => {
    const [first, second] = round.matches;
    const refused = await server.gql(
      'mutation($r: ID!, $p: [PairingInput!]!) { editPairings(roundId: $r, pairings: $p) { id } }',
      {
        r: round.id,
        p: [
          { player1Id: first.player1.id, player2Id: second.player1.id },
          { player1Id: first.player1.id, player2Id: second.player2!.id },
        ],
      },
      { token: staff },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('PAIRINGS_INVALID');
    await settled();
    expect(push.take()).toEqual([]);

    const edited = await must<{ editPairings: typeof round }>(
      server,
      `mutation($r: ID!, $p: [PairingInput!]!) { editPairings(roundId: $r, pairings: $p) { ${ROUND_FIELDS} } }`,
      {
        r: round.id,
        p: [
          { player1Id: first.player1.id, player2Id: second.player1.id },
          { player1Id: first.player2!.id, player2Id: second.player2!.id },
        ],
      },
      staff,
    );
    round = edited.editPairings;
    await settled();
    expect(
      push
        .take()
        .map((d) => d.phone)
        .sort(),
    ).toEqual(['Ann', 'Bea', 'Cal', 'Dai']);
  });

  it('tells the opponent of a player who reported that a result waits for them, and nobody else', async () => {
    const [match, other] = round.matches;
    const reporter = nameOf(match.player1.id);
    const opponent = nameOf(match.player2!.id);
    await must(
      server,
      'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
      { m: match.id },
      tokens.get(reporter)!,
    );
    await settled();
    const deliveries = push.take();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].phone).toBe(opponent);
    expect(deliveries[0].tag).toBe(`confirm-${match.id}`);
    expect(deliveries[0].body).toBe(
      LANGUAGE[opponent] === 'ja'
        ? `${match.table}番テーブルの対戦相手が結果を報告しました。ページを開いて確認してください。`
        : `Your opponent at table ${match.table} reported the result. Open the page to check and confirm it.`,
    );
    // The players of the other match got nothing: checked above (one delivery); and their own match is untouched.
    expect([nameOf(other.player1.id), nameOf(other.player2!.id)]).not.toContain(deliveries[0].phone);
  });

  it('tells both players of a match when a judge takes their call and when it is closed; a refused second take sends nothing', async () => {
    const [, match] = round.matches;
    const caller = nameOf(match.player1.id);
    const call = await must<{ callJudge: { id: string } }>(
      server,
      'mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }',
      { e: eventId, m: match.id },
      tokens.get(caller)!,
    );
    await settled();
    expect(push.take()).toEqual([]);

    await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: call.callJudge.id }, judge);
    await settled();
    const taken = push.take();
    const inMatch = [caller, nameOf(match.player2!.id)].sort();
    expect(taken.map((d) => d.phone).sort()).toEqual(inMatch);
    for (const delivery of taken) {
      expect(delivery.body).toBe(
        LANGUAGE[delivery.phone] === 'ja'
          ? `kenjiさんが呼び出しに対応します（${match.table}番テーブル）。`
          : `kenji took your call and is coming to table ${match.table}.`,
      );
    }

    const again = await server.gql('mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: call.callJudge.id }, { token: staff });
    expect(again.errors?.[0].extensions?.code).toBe('JUDGE_CALL_TAKEN');
    await settled();
    expect(push.take()).toEqual([]);

    await must(server, 'mutation($id: ID!) { closeJudgeCall(id: $id) { id } }', { id: call.callJudge.id }, judge);
    await settled();
    const closed = push.take();
    expect(closed.map((d) => d.phone).sort()).toEqual(inMatch);
    expect(closed.map((d) => d.title).sort()).toEqual(
      inMatch.map((name) => (LANGUAGE[name] === 'ja' ? 'ジャッジ呼び出しの完了' : 'Judge call closed')).sort(),
    );
  });

  it('forgets a phone its push service says is gone (410), and keeps one whose push service failed otherwise', async () => {
    const [match] = round.matches;
    const reporter = nameOf(match.player1.id);
    const opponent = nameOf(match.player2!.id);
    push.answer.set(opponent, 410);
    await must(
      server,
      'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }',
      { m: match.id },
      tokens.get(reporter)!,
    );
    await settled();
    expect(push.take().map((d) => d.phone)).toEqual([opponent]);
    expect(await subscriptionsOf(byName(opponent).id)).toBe(0);

    const [, other] = round.matches;
    const failing = nameOf(other.player2!.id);
    push.answer.set(failing, 500);
    await must(
      server,
      'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 0, player2Wins: 2 }) { id } }',
      { m: other.id },
      tokens.get(nameOf(other.player1.id))!,
    );
    await settled();
    expect(push.take().map((d) => d.phone)).toEqual([failing]);
    expect(await subscriptionsOf(byName(failing).id)).toBe(1);
  });

  it('leaves subscriptions out of the event’s export (they belong to the phone), and the file still imports', async () => {
    const exported = (await must<{ exportEvent: string }>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, staff))
      .exportEvent;
    expect(exported).not.toContain(push.origin);
    expect(Object.keys(JSON.parse(exported))).not.toContain('pushSubscriptions');
    await must(server, 'mutation($d: String!) { importEvent(input: { data: $d, replace: true }) { eventId } }', { d: exported }, staff);
    // A restore replaces the players' rows, and their subscriptions with them: the page registers again when opened.
    expect(await server.get(PrismaService).pushSubscription.count()).toBe(0);
  });

  it('stops notifications to a phone its player turned them off on, and removes them with the player', async () => {
    const again = await register('Ann', push.subscribe('Ann', 'en'));
    expect(again.errors).toBeUndefined();
    const off = await server.gql(
      'mutation($e: String!) { unregisterPushSubscription(endpoint: $e) }',
      { e: `${push.origin}/push/Ann` },
      { token: tokens.get('Ann') },
    );
    expect(off.data).toEqual({ unregisterPushSubscription: true });
    expect(await subscriptionsOf(byName('Ann').id)).toBe(0);

    const [late] = await registerPlayers(server, staff, eventId, ['Eri']);
    tokens.set('Eri', await playerToken(server, eventId, late.accessCode));
    expect((await register('Eri', push.subscribe('Eri', 'ja'))).data?.registerPushSubscription).toBe(true);
    expect(await subscriptionsOf(late.id)).toBe(1);
    await must(server, 'mutation($p: ID!) { deletePlayer(playerId: $p) { id } }', { p: late.id }, staff);
    expect(await subscriptionsOf(late.id)).toBe(0);
  });
  describe('one player cannot fill the queue, nor send the server to a private address (issue 25)', () => {
    const newPlayer = async (name: string) => {
      const [player] = await registerPlayers(server, staff, eventId, [name]);
      tokens.set(name, await playerToken(server, eventId, player.accessCode));
      players.push(player);
      return player;
    };
    const notify = (playerId: string) =>
      (server.get(PushService) as unknown as { send(n: unknown[]): Promise<void> }).send([
        { playerId, notice: { kind: 'confirm', table: 7 }, tag: 'confirm-test' },
      ]);

    it('refuses endpoints on local names in any spelling: trailing dot, full-width, user info, an IP in the name or in numbers', async () => {
      const good = push.subscribe('Fay', 'en');
      await newPlayer('Fay');
      for (const endpoint of [
        'https://localhost./x',
        'https://ｌｏｃａｌｈｏｓｔ．/x',
        'https://user@localhost./x',
        `https://user:secret@${PUSH_HOST}/x`,
        'https://127.0.0.1.nip.io/x',
        'https://10-0-0-1.sslip.io/x',
        'https://2130706433/x',
        'https://0x7f.1/x',
        'https://[::ffff:127.0.0.1]/x',
        'https://printer.local/x',
        'https://router.home.arpa/x',
        'https://metadata.google.internal/x',
      ]) {
        const result = await register('Fay', { ...good, endpoint });
        expect([endpoint, result.errors?.[0].extensions?.code]).toEqual([endpoint, 'INVALID_INPUT']);
      }
      expect(await subscriptionsOf(byName('Fay').id)).toBe(0);
    });

    it('keeps a player’s 5 newest phones: a sixth replaces the oldest', async () => {
      const gil = await newPlayer('Gil');
      for (let i = 1; i <= 7; i++) expect((await register('Gil', push.subscribe(`Gil-${i}`, 'en'))).errors).toBeUndefined();
      const kept = await server.get(PrismaService).pushSubscription.findMany({ where: { playerId: gil.id }, select: { endpoint: true } });
      expect(kept.map((row) => row.endpoint.split('/').pop()).sort()).toEqual(['Gil-3', 'Gil-4', 'Gil-5', 'Gil-6', 'Gil-7']);
      await notify(gil.id);
      await settled();
      expect(
        push
          .take()
          .map((d) => d.phone)
          .sort(),
      ).toEqual(['Gil-3', 'Gil-4', 'Gil-5', 'Gil-6', 'Gil-7']);
    });

    it('sends a notice to at most 5 phones of a player, however many rows they have', async () => {
      const hal = await newPlayer('Hal');
      const rows = Array.from({ length: 50 }, (_, i) => ({ ...push.subscribe(`Hal-${i}`, 'en' as const), playerId: hal.id }));
      await server.get(PrismaService).pushSubscription.createMany({ data: rows });
      await notify(hal.id);
      await settled();
      expect(push.take()).toHaveLength(5);
    });

    it('refuses at send time a name that resolves to a loopback, private, link-local, unique-local, unspecified or mapped address, and forgets the phone', async () => {
      const network = server.get(PushNetwork);
      for (const address of [
        '127.0.0.1',
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        'fe80::1',
        'fd00::1',
        '::',
        '0.0.0.0',
        '::ffff:127.0.0.1',
        '::1',
      ])
        expect([address, isPublicAddress(address)]).toEqual([address, false]);
      for (const address of ['8.8.8.8', '2606:4700::1111', '142.250.1.1'])
        expect([address, isPublicAddress(address)]).toEqual([address, true]);

      const ivy = await newPlayer('Ivy');
      const port = new URL(push.origin).port;
      // A public-looking name whose DNS answers a private address among public ones (rebinding, wildcard DNS).
      mapped.set('rebind.example', ['142.250.1.1', '127.0.0.1']);
      network.permits = isPublicAddress;
      try {
        await expect(network.addressesOf('rebind.example')).rejects.toThrow(/127\.0\.0\.1/);
        const phone = push.subscribe('Ivy', 'en');
        expect((await register('Ivy', { ...phone, endpoint: `https://rebind.example:${port}/push/Ivy` })).errors).toBeUndefined();
        // A wildcard name that answers loopback alone, as 127.0.0.1.nip.io does.
        mapped.set('loopback.example', ['127.0.0.1']);
        expect(
          (await register('Ivy', { ...push.subscribe('Ivy-2', 'en'), endpoint: `https://loopback.example:${port}/push/Ivy-2` })).errors,
        ).toBeUndefined();
        for (const address of ['::ffff:127.0.0.1', 'fd12::1', 'fe80::1']) {
          mapped.set('v6.example', [address]);
          await expect(network.addressesOf('v6.example')).rejects.toThrow(/not a public address/);
        }
        mapped.set('nothing.example', []);
        await expect(network.addressesOf('nothing.example')).rejects.toThrow(/not a public address/);
        expect(await subscriptionsOf(ivy.id)).toBe(2);
        await notify(ivy.id);
        await settled();
        expect(push.take()).toEqual([]);
        expect(await subscriptionsOf(ivy.id)).toBe(0);
      } finally {
        network.permits = testNetwork.permits;
        mapped.clear();
      }
    });
  });
});

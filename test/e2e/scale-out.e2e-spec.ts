import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import {
  ADMIN,
  ApiProcess,
  BACKEND_HEADER,
  Database,
  openSse,
  REDIS_URL,
  ReverseProxy,
  SseStream,
  startApi,
  startReverseProxy,
  until,
} from '@taikai/testkit';
import { createEmptyDatabase } from '../support/postgres';

/**
 * Issue 28, part 1: two API processes (the built server) on one PostgreSQL database and one Redis,
 * behind a reverse proxy (the Node stand-in for Caddy). Staff work through process 1, phones
 * through process 2, and subscriptions are open on both.
 */
const UPDATES = 'subscription($e: ID!) { eventUpdates(eventId: $e) { kind matchId } }';
const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { status } }';
const BACKUP_LEASE = 'automatic-backups';
/** A documentation address (RFC 5737): the phone's own, as the proxy forwards it. */
const PHONE_ADDRESS = '203.0.113.7';

interface ReadyLease {
  name: string;
  heldHere: boolean;
  holder: { host: string; pid: number; since: string } | null;
}

// The database is on TEST_DATABASE_URL or the local PostgreSQL, Redis on BENCH_REDIS_URL or the local one.
describe('two API processes behind a proxy, on one database and one Redis', () => {
  const prefix = `test-scale-${randomBytes(4).toString('hex')}`;
  let database: Database;
  const apis: ApiProcess[] = [];
  let proxy: ReverseProxy;
  let redis: Redis;
  const streams: SseStream[] = [];

  /** Through the proxy, to process `backend` (0 or 1). */
  const call = async <T = any>(backend: number, query: string, variables: object = {}, token?: string): Promise<T> => {
    const response = await fetch(`${proxy.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [BACKEND_HEADER]: String(backend),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const subscribe = async (backend: number, eventId: string, token: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(proxy.url, UPDATES, { e: eventId }, token, { [BACKEND_HEADER]: String(backend), ...headers });
    streams.push(stream);
    return stream;
  };
  /** How many processes listen on a channel of this test's prefix. */
  const listeners = async (channel: string) => Number(((await redis.pubsub('NUMSUB', `${prefix}:${channel}`)) as [string, number])[1]);
  const readyLeases = async (api: ApiProcess): Promise<ReadyLease[]> => {
    const response = await fetch(`${api.url}/readyz`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { leases: ReadyLease[] }).leases;
  };

  beforeAll(async () => {
    database = await createEmptyDatabase();
    redis = new Redis(REDIS_URL);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_CHANNEL_PREFIX: prefix,
      TAIKAI_LEASE_CHECK_SECONDS: '0.2',
      TAIKAI_TRUST_PROXY: 'loopback',
      TAIKAI_MAX_STREAMS_PER_TOKEN: '3',
      TAIKAI_MAX_STREAMS_PER_ADDRESS: '100',
    };
    // One after the other: the first applies the migrations.
    apis.push(await startApi(env));
    apis.push(await startApi(env));
    proxy = await startReverseProxy(apis.map((api) => api.url));
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await proxy?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await redis?.quit();
    await database?.drop();
  });

  let eventId: string;
  let players: { id: string; accessCode: string }[];
  const phones = new Map<string, string>();

  it('runs a round: staff on process 1, phones on process 2, subscriptions on both get every update', async () => {
    const staff = (
      await call(0, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: ADMIN.email,
        p: ADMIN.password,
      })
    ).login.token;
    eventId = (await call(0, 'mutation { createEvent(input: { name: "Two processes", plannedRounds: 3 }) { id } }', {}, staff)).createEvent
      .id;
    const csv = ['name', ...Array.from({ length: 8 }, (_, i) => `Player ${i + 1}`)].join('\n');
    const imported = (
      await call(
        0,
        'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id accessCode } } }',
        { e: eventId, csv },
        staff,
      )
    ).importPlayers;
    players = imported.created;
    for (const player of players) {
      const login = await call(1, 'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
        e: eventId,
        c: player.accessCode,
      });
      phones.set(player.id, login.playerLogin.token);
    }

    const staffStreams = [await subscribe(0, eventId, staff), await subscribe(1, eventId, staff)];
    const [first, second] = players;
    const playerStreams = [await subscribe(0, eventId, phones.get(first.id)!), await subscribe(1, eventId, phones.get(second.id)!)];
    // Each process listens on Redis once its stream is open.
    await until(
      'both processes listening',
      async () => (await listeners(`event-updates:${eventId}`)) === 2 && (await listeners(`staff-updates:${eventId}`)) === 2,
    );

    const round = (
      await call(
        0,
        'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { id } player2 { id } } } }',
        { e: eventId },
        staff,
      )
    ).pairNextRound;
    await call(0, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
    const kinds = (stream: SseStream) => stream.results.map((result) => result.data?.eventUpdates.kind);
    await until('pairings on every stream', () =>
      [...staffStreams, ...playerStreams].every((stream) => kinds(stream).includes('PAIRINGS_POSTED')),
    );

    // Player 1 of each match wins 2-0; both players report it on process 2.
    const matches: { id: string; player1: { id: string }; player2: { id: string } }[] = round.matches;
    expect(matches).toHaveLength(4);
    for (const match of matches) {
      const score = { player1Wins: 2, player2Wins: 0, draws: 0 };
      await call(1, REPORT, { m: match.id, i: score }, phones.get(match.player1.id));
      expect((await call(1, REPORT, { m: match.id, i: score }, phones.get(match.player2.id))).reportResult.status).toBe('FINAL');
    }
    const confirmed = (stream: SseStream) =>
      new Set(
        stream.results
          .filter((result) => result.data?.eventUpdates.kind === 'MATCH_CONFIRMED')
          .map((result) => result.data.eventUpdates.matchId),
      );
    await until('every result on both staff streams', () => staffStreams.every((stream) => confirmed(stream).size === matches.length));
    // A phone hears its own match, whichever process serves it, and no other.
    for (const [stream, player] of [
      [playerStreams[0], first],
      [playerStreams[1], second],
    ] as const) {
      const own = matches.find((match) => match.player1.id === player.id || match.player2.id === player.id)!;
      await until(`${player.id}'s result on its stream`, () => confirmed(stream).has(own.id));
      expect([...confirmed(stream)]).toEqual([own.id]);
    }

    const standings = (await call(0, 'query($e: ID!) { standings(eventId: $e) { player { id } matchPoints } }', { e: eventId }, staff))
      .standings;
    const winners = new Set(matches.map((match) => match.player1.id));
    expect(standings).toHaveLength(8);
    for (const row of standings) expect(row.matchPoints).toBe(winners.has(row.player.id) ? 3 : 0);
  });

  it('holds the subscription cap across both processes, from the address the proxy forwards', async () => {
    const player = players[2];
    const token = phones.get(player.id)!;
    const fromPhone = { 'x-forwarded-for': PHONE_ADDRESS };
    /** The player's open streams as Redis counts them, summed over the processes. */
    const counted = async (field: string) => {
      const hashes = await redis.keys(`${prefix}:streams:*`);
      const counts = await Promise.all(hashes.map((hash) => redis.hget(hash, field)));
      return counts.reduce((sum, count) => sum + Number(count ?? 0), 0);
    };
    const open = [
      await subscribe(0, eventId, token, fromPhone),
      await subscribe(1, eventId, token, fromPhone),
      await subscribe(0, eventId, token, fromPhone),
    ];
    // Counted against the phone's address, not the proxy's.
    await until('three streams counted', async () => (await counted(`token:player:${player.id}`)) === 3);
    expect(await counted(`address:${PHONE_ADDRESS}`)).toBe(3);

    const refused = await subscribe(1, eventId, token, fromPhone);
    await refused.ended;
    expect(refused.results[0].errors?.[0].extensions?.code).toBe('TOO_MANY_STREAMS');

    // A closed stream gives its place back in every process.
    await open[0].close();
    await until('the closed stream released', async () => (await counted(`token:player:${player.id}`)) === 2);
    const again = await subscribe(1, eventId, token, fromPhone);
    await until('the new stream counted', async () => (await counted(`token:player:${player.id}`)) === 3);
    expect(again.results).toEqual([]);
  });

  it('counts guesses at access codes across both processes, against the address the proxy forwards', async () => {
    const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    const own = new Set(players.map((player) => player.accessCode));
    // Wrong codes sharing one prefix: 10 per event, prefix and address are free, in all processes together.
    const wrong = Array.from({ length: 11 }, (_, i) => `ZZ${ALPHABET[i]}ZZZZZ`).filter((code) => !own.has(code));
    const signIn = async (backend: number, code: string, address: string) => {
      const response = await fetch(`${proxy.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [BACKEND_HEADER]: String(backend), 'x-forwarded-for': address },
        body: JSON.stringify({
          query: 'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }',
          variables: { e: eventId, c: code },
        }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      return body.errors?.[0].extensions?.code ?? 'OK';
    };
    const answers: string[] = [];
    // Alternating processes: each alone would have seen at most 6 of them.
    for (const [i, code] of wrong.entries()) answers.push(await signIn(i % 2, code, '198.51.100.20'));
    expect(answers).toEqual([...Array(10).fill('INVALID_ACCESS_CODE'), 'TOO_MANY_ATTEMPTS']);
    // Only the guesser's address waits: the same prefix from another address is still only a wrong code.
    expect(await signIn(1, wrong[0], '198.51.100.21')).toBe('INVALID_ACCESS_CODE');
  });

  it('runs the automatic backups in exactly one process, and the other takes over when the holder dies', async () => {
    const leases = await Promise.all(apis.map(async (api) => (await readyLeases(api)).find((lease) => lease.name === BACKUP_LEASE)!));
    expect(leases.filter((lease) => lease.heldHere)).toHaveLength(1);
    const holderIndex = leases.findIndex((lease) => lease.heldHere);
    const [holder, other] = [apis[holderIndex], apis[1 - holderIndex]];
    for (const lease of leases) expect(lease.holder).toMatchObject({ pid: holder.child.pid });

    // Killed, not stopped: PostgreSQL drops the lock with the dead process's connection.
    await holder.stop('SIGKILL');
    await until(
      'the other process holds the lease',
      async () =>
        (await readyLeases(other)).some((lease) => lease.name === BACKUP_LEASE && lease.heldHere && lease.holder?.pid === other.child.pid),
      15_000,
    );
  });
});

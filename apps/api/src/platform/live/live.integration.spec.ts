import { randomBytes, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { createEvent, playerToken, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { LiveService } from './live.service';
import { subscribeOverSse, SseSubscription } from '../../../testing/live/sse-client';

const EVENT_UPDATES = 'subscription($eventId: ID!) { eventUpdates(eventId: $eventId) { eventId kind roundNumber matchId at } }';
const REDIS_URL = 'redis://127.0.0.1:6379';
// Events that exist only as channels: the subscriptions of a site organizer need no rows.
const EVENT = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID() };

/** Every SSE connection a test opens is closed after it, so the servers can stop. */
const open: SseSubscription[] = [];
async function subscribe(server: TestServer, eventId: string, token?: string, language?: string) {
  const subscription = await subscribeOverSse(server.url, EVENT_UPDATES, { eventId }, { token, language });
  open.push(subscription);
  return subscription;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((subscription) => subscription.close()));
});

/** A real player of a real event, signed in with their access code. */
async function playerOfNewEvent(server: TestServer) {
  const staff = await server.loginAsOrganizer();
  const eventId = await createEvent(server, staff);
  const [player] = await registerPlayers(server, staff, eventId, ['Live Player']);
  return { eventId, token: await playerToken(server, eventId, player.accessCode) };
}

describe('live updates over SSE (real server, real database)', () => {
  let server: TestServer;
  let staffToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    staffToken = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('delivers an update published through LiveService to a staff subscriber', async () => {
    const subscription = await subscribe(server, EVENT.a, staffToken);
    expect(subscription.status).toBe(200);
    expect(subscription.contentType).toContain('text/event-stream');
    await server.get(LiveService).publish({ eventId: EVENT.b, kind: 'PLAYER_CHANGED' });
    await server.get(LiveService).publish({ eventId: EVENT.a, kind: 'PAIRINGS_POSTED', roundNumber: 3 });
    const result = await subscription.nextResult();
    expect(result.errors).toBeUndefined();
    expect(result.data?.eventUpdates).toEqual({
      eventId: EVENT.a,
      kind: 'PAIRINGS_POSTED',
      roundNumber: 3,
      matchId: null,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await server.get(LiveService).publish({ eventId: EVENT.a, kind: 'MATCH_REPORTED', roundNumber: 3, matchId: 'match-1' });
    expect((await subscription.nextResult()).data?.eventUpdates).toMatchObject({ kind: 'MATCH_REPORTED', matchId: 'match-1' });
  });

  it('lets a player watch their own event', async () => {
    const { eventId, token } = await playerOfNewEvent(server);
    const subscription = await subscribe(server, eventId, token);
    await server.get(LiveService).publish({ eventId, kind: 'ANNOUNCEMENT_PUBLISHED' });
    expect((await subscription.nextResult()).data?.eventUpdates).toMatchObject({ eventId, kind: 'ANNOUNCEMENT_PUBLISHED' });
  });

  it.each([
    ['en', 'You are not allowed to do this.'],
    ['ja', 'この操作を行う権限がありません。'],
  ])("refuses a player another event's updates with FORBIDDEN (%s)", async (language, message) => {
    const subscription = await subscribe(server, EVENT.b, (await playerOfNewEvent(server)).token, language);
    const result = await subscription.nextResult();
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    expect(await subscription.next()).toEqual({ event: 'complete', data: '' });
    expect(server.get(LiveService).openStreams).toBe(0);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-token'],
  ])('answers UNAUTHENTICATED to %s, in the stream', async (_, token) => {
    const subscription = await subscribe(server, EVENT.a, token);
    const result = await subscription.nextResult();
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await subscription.next()).toEqual({ event: 'complete', data: '' });
  });

  it('forgets a subscriber whose connection drops', async () => {
    const live = server.get(LiveService);
    const subscription = await subscribe(server, EVENT.a, staffToken);
    await live.publish({ eventId: EVENT.a, kind: 'CLOCK_CHANGED', roundNumber: 1 });
    await subscription.nextResult();
    expect(live.openStreams).toBe(1);
    await subscription.close();
    await waitFor(() => live.openStreams === 0);
  });

  it('ends open subscriptions when the server stops, and stops promptly', async () => {
    const other = await startTestServer({}, server);
    const subscription = await subscribe(other, EVENT.a, staffToken);
    await other.get(LiveService).publish({ eventId: EVENT.a, kind: 'CLOCK_CHANGED' });
    await subscription.nextResult();
    const started = Date.now();
    await other.close();
    // An open stream left to the HTTP server would hold its close until the client leaves; the
    // margin is for a loaded CI machine, not a target.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await subscription.next()).toEqual({ event: 'complete', data: '' });
  });
});

describe('live updates through Redis (two servers on one database)', () => {
  // A channel prefix of its own, so parallel runs on one Redis do not hear each other.
  const prefix = `taikai-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: prefix };
  let first: TestServer;
  let second: TestServer;
  let staffToken: string;
  let redis: Redis;

  beforeAll(async () => {
    first = await startTestServer(env);
    second = await startTestServer(env, first);
    staffToken = await first.loginAsOrganizer();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
    await second?.close();
    await first?.close();
  });

  /** Subscribers of the event's channel, across every process on this Redis. */
  async function channelSubscribers(eventId: string): Promise<number> {
    const [, count] = (await redis.pubsub('NUMSUB', `${prefix}:event-updates:${eventId}`)) as [string, number];
    return Number(count);
  }

  it('delivers an update published on one server to a client of the other', async () => {
    const subscription = await subscribe(first, EVENT.a, staffToken);
    // The SUBSCRIBE to Redis is sent when the stream opens; wait until Redis has it.
    await waitFor(async () => (await channelSubscribers(EVENT.a)) === 1);
    await second.get(LiveService).publish({ eventId: EVENT.a, kind: 'RESULT_RECORDED', roundNumber: 2, matchId: 'match-7' });
    expect((await subscription.nextResult()).data?.eventUpdates).toEqual({
      eventId: EVENT.a,
      kind: 'RESULT_RECORDED',
      roundNumber: 2,
      matchId: 'match-7',
      at: expect.any(String),
    });
  });

  it('delivers each update once to the clients of both servers, and only for their event', async () => {
    const onFirst = await subscribe(first, EVENT.c, staffToken);
    const onSecond = await subscribe(second, EVENT.c, staffToken);
    await waitFor(async () => (await channelSubscribers(EVENT.c)) === 2);
    await first.get(LiveService).publish({ eventId: EVENT.d, kind: 'PLAYER_CHANGED' });
    await first.get(LiveService).publish({ eventId: EVENT.c, kind: 'STANDINGS_PUBLISHED', roundNumber: 5 });
    await first.get(LiveService).publish({ eventId: EVENT.c, kind: 'MATCH_DISPUTED', matchId: 'm2' });
    for (const subscription of [onFirst, onSecond]) {
      expect((await subscription.nextResult()).data?.eventUpdates).toMatchObject({ eventId: EVENT.c, kind: 'STANDINGS_PUBLISHED' });
      expect((await subscription.nextResult()).data?.eventUpdates).toMatchObject({ eventId: EVENT.c, kind: 'MATCH_DISPUTED' });
    }
  });

  it('ends a watcher’s streams on every server when one server is told they lost the right to watch', async () => {
    const me = (await first.gql<any>('{ me { id } }', {}, { token: staffToken })).data!.me.id;
    // Each server listens for ends from the start.
    await waitFor(async () => Number(((await redis.pubsub('NUMSUB', `${prefix}:end-streams`)) as [string, number])[1]) === 2);
    const onFirst = await subscribe(first, EVENT.b, staffToken);
    const elsewhere = await subscribe(first, EVENT.d, staffToken);
    await waitFor(async () => (await channelSubscribers(EVENT.b)) === 1);
    await second.get(LiveService).endStreams(`staff:${me}`, EVENT.b);
    await expect(onFirst.next()).resolves.toMatchObject({ event: 'complete' });
    // Only that event's: the same account's stream of another event stays open.
    await waitFor(() => first.get(LiveService).openStreams === 1);
    await first.get(LiveService).publish({ eventId: EVENT.d, kind: 'PLAYER_CHANGED' });
    expect((await elsewhere.nextResult()).data?.eventUpdates).toMatchObject({ eventId: EVENT.d, kind: 'PLAYER_CHANGED' });
  });

  it("delivers a convention's events and hall, published on one server, to its stream on the other", async () => {
    const eventId = await createEvent(first, staffToken, { name: 'Convention event' });
    const organizationId = (await first.gql<any>('{ organizations { id } }', {}, { token: staffToken })).data!.organizations[0].id;
    const created = await first.gql<any>(
      'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Redis weekend" }) { id } }',
      { o: organizationId },
      { token: staffToken },
    );
    const conventionId = created.data!.createConvention.id;
    await first.gql(
      'mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e) { id } }',
      { c: conventionId, e: eventId },
      { token: staffToken },
    );
    const subscription = await subscribeOverSse(
      first.url,
      'subscription($c: ID!) { conventionUpdates(conventionId: $c) { eventId kind } }',
      { c: conventionId },
      { token: staffToken },
    );
    open.push(subscription);
    await waitFor(async () => (await channelSubscribers(eventId)) === 1);
    await second.get(LiveService).publish({ eventId, kind: 'JUDGE_CALLED', audience: ['a-player'] });
    expect((await subscription.nextResult()).data?.conventionUpdates).toEqual({ eventId, kind: 'JUDGE_CALLED' });
    await second.get(LiveService).publishToGroup(conventionId, 'HALL_CHANGED');
    expect((await subscription.nextResult()).data?.conventionUpdates).toEqual({ eventId: null, kind: 'HALL_CHANGED' });
  });

  it('unsubscribes from Redis when the last client of an event leaves', async () => {
    const subscription = await subscribe(second, EVENT.e, staffToken);
    await waitFor(async () => (await channelSubscribers(EVENT.e)) === 1);
    await subscription.close();
    await waitFor(async () => (await channelSubscribers(EVENT.e)) === 0);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

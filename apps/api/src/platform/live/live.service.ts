import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Repeater, SlidingBuffer } from '@graphql-yoga/subscription';
import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import Redis, { RedisOptions } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../errors';
import { APP_CONFIG } from '../config';
import type { EventUpdate, EventUpdateKind, EventUpdateModel } from './event-update.model';
import { GroupUpdate, LiveStream, toGroupModel, toModel, WireUpdate } from './live-stream';
import { LocalStreamCounts, RedisStreamCounts, Release, StreamCounts } from './stream-counts';

/** Who a subscription is for: staff receive every update of the event, a player those for everyone and their own. */
export type Watcher = { kind: 'staff' } | { kind: 'player'; playerId: string };

/** One open subscription's place under its holder's caps (see LiveService.admit): who holds it, and how to give it back. */
export interface StreamPlace {
  subject: string;
  release: Release;
}

/** The request to end one subject's open subscriptions (in one event, or all). */
interface EndStreams {
  subject: string;
  eventId: string | null;
}

/** Updates a slow subscriber may fall behind by; older ones are dropped (they only say "refetch"). */
const SUBSCRIBER_BUFFER = 100;
const REDIS_QUIT_MS = 1000;
/** How long shutdown waits for ended subscriptions' responses to be written out. */
const RESPONSE_FLUSH_MS = 1000;

/**
 * Live updates per event, on three topics: `event-updates:<eventId>` (everyone watching the event),
 * `staff-updates:<eventId>` (its staff) and `player-updates:<playerId>` (one player). An update for
 * everyone goes to the first; one with an audience to the second and to each of its players. In one
 * process by default; with REDIS_URL, through Redis pub/sub on the channels
 * `<REDIS_CHANNEL_PREFIX>:<topic>:<id>`, so every API process serving an event delivers every update.
 */
@Injectable()
export class LiveService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Live');
  private readonly topics: { event: string; staff: string; player: string; group: string };
  /** In this process, or Redis behind it: events are named `<topic>:<id>` and carry a WireUpdate. */
  private readonly target: EventTarget;
  private readonly redis?: { url: string; publisher: Redis; subscriber: Redis };
  /**
   * Open subscriptions, with the HTTP response each one streams into (none in unit tests), their
   * event (or group of events) and who holds them.
   */
  private readonly streams = new Map<{ return(): Promise<unknown> }, { response?: ServerResponse; eventId: string; subject?: string }>();
  /** The channel on which "end these streams" travels to every process (removed staff, revoked players). */
  private readonly endChannel: string;
  private readonly redisDown = new Set<string>();
  /** Open subscriptions per holder key (`token:<subject>`, `address:<ip>`), across processes with Redis, and the cap of each kind. */
  private readonly counts: StreamCounts;
  private readonly caps: { token: number; address: number };
  private lastRedisError?: Error;
  /** Told of every update this process publishes (Web Push); see onPublished. */
  private readonly publishedListeners: ((update: EventUpdate) => void)[] = [];
  /** Told of every update of every process (the public pages' cache); see onEveryUpdate. */
  private readonly everyUpdateListeners: ((update: Pick<EventUpdate, 'eventId' | 'kind'>) => void)[] = [];
  /** Told of every group update of every process (the public pages' cache); see onEveryGroupUpdate. */
  private readonly everyGroupUpdateListeners: ((groupId: string) => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.caps = { token: config.TAIKAI_MAX_STREAMS_PER_TOKEN, address: config.TAIKAI_MAX_STREAMS_PER_ADDRESS };
    const prefix = config.REDIS_CHANNEL_PREFIX;
    this.topics = {
      event: `${prefix}:event-updates`,
      staff: `${prefix}:staff-updates`,
      player: `${prefix}:player-updates`,
      group: `${prefix}:group-updates`,
    };
    this.endChannel = `${prefix}:end-streams`;
    if (!config.REDIS_URL) {
      this.target = new LocalEventTarget();
      this.counts = new LocalStreamCounts();
      this.listenForEnds();
      return;
    }
    // Publishing fails fast while Redis is away (logged, see publish); subscribing waits for it,
    // and ioredis subscribes again after a reconnection.
    const publisher = this.redisClient(config.REDIS_URL, 'publish', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const subscriber = this.redisClient(config.REDIS_URL, 'subscribe', { maxRetriesPerRequest: null });
    this.redis = { url: config.REDIS_URL, publisher, subscriber };
    this.counts = new RedisStreamCounts(publisher, prefix);
    this.target = createRedisEventTarget<CustomEvent>({
      publishClient: publisher,
      // The event target does not wait for (un)subscribe replies; a failed one (Redis closed at
      // shutdown) must be logged, not left as an unhandled rejection that would stop the process.
      subscribeClient: {
        on: (event: string, listener: (...args: unknown[]) => void) => subscriber.on(event, listener),
        subscribe: (channel: string) => subscriber.subscribe(channel).catch((error) => this.redisFailed('subscribe', error)),
        unsubscribe: (channel: string) => subscriber.unsubscribe(channel).catch((error) => this.redisFailed('unsubscribe', error)),
      } as unknown as Redis,
      serializer: { stringify: JSON.stringify, parse: parseOrNull },
    });
  }

  /** With REDIS_URL, the server does not start without Redis: updates would silently stay local. */
  async onModuleInit() {
    if (!this.redis) return;
    const clients = [this.redis.publisher, this.redis.subscriber];
    const failed = (await Promise.allSettled(clients.map((client) => client.connect()))).find((r) => r.status === 'rejected');
    if (failed) {
      clients.forEach((client) => client.disconnect());
      const cause = (this.lastRedisError ?? (failed.reason as Error)).message;
      throw new Error(`Redis at ${redact(this.redis.url)} is not reachable (REDIS_URL): ${cause}`);
    }
    this.listenForEnds();
    this.listenToEveryProcess(this.redis.subscriber);
  }

  /**
   * Runs before the HTTP server closes: ends every open subscription and waits for its response
   * to be written out. The connection is then idle and the server closes it at once, instead of
   * after Node's keep-alive timeout (5 s, past the shutdown grace period). Then closes Redis.
   */
  async onModuleDestroy() {
    const responses = [...this.streams.values()].map((stream) => stream.response);
    await Promise.all([...this.streams.keys()].map((stream) => stream.return()));
    await Promise.race([
      Promise.all(responses.map((response) => response && finished(response).catch(() => undefined))),
      delay(RESPONSE_FLUSH_MS),
    ]);
    await this.counts.close();
    if (!this.redis) return;
    await Promise.all(
      [this.redis.publisher, this.redis.subscriber].map(async (client) => {
        // QUIT lets Redis answer what is in flight; a client that is not connected just stops.
        if (client.status !== 'ready') return client.disconnect();
        const quit = client.quit().catch(() => undefined);
        const timedOut = await Promise.race([quit.then(() => false), delay(REDIS_QUIT_MS).then(() => true)]);
        if (timedOut) client.disconnect();
      }),
    );
  }

  /**
   * Tells everyone watching the event that something changed. Call it after the change is
   * committed. Best effort: a failure (Redis away) is logged and never fails the caller.
   */
  async publish(update: EventUpdate): Promise<void> {
    for (const listener of [...this.publishedListeners, ...this.everyUpdateListeners]) {
      try {
        listener(update);
      } catch (error) {
        this.logger.warn(`Listener of ${update.kind} failed: ${(error as Error).message}`);
      }
    }
    const wire: WireUpdate = {
      eventId: update.eventId,
      kind: update.kind,
      roundNumber: update.roundNumber ?? null,
      matchId: update.matchId ?? null,
      at: new Date().toISOString(),
    };
    const channels = update.audience
      ? [`${this.topics.staff}:${update.eventId}`, ...update.audience.map((playerId) => `${this.topics.player}:${playerId}`)]
      : [`${this.topics.event}:${update.eventId}`];
    try {
      // Through Redis directly rather than the event target, which does not wait for the reply.
      if (this.redis) {
        const message = JSON.stringify(wire);
        await Promise.all(channels.map((channel) => this.redis!.publisher.publish(channel, message)));
      } else for (const channel of channels) this.target.dispatchEvent(new CustomEvent(channel, { detail: wire }));
    } catch (error) {
      this.logger.warn(`Live update ${update.kind} for event ${update.eventId} not sent: ${(error as Error).message}`);
    }
  }

  /**
   * Hands `listener` every update published from this process, after its change is committed
   * (once per change, whichever process then delivers it). It must return at once: the caller waits.
   */
  onPublished(listener: (update: EventUpdate) => void): void {
    this.publishedListeners.push(listener);
  }

  /**
   * A place for one more open subscription of this signed-in subject from this address; one holding
   * its cap of them (in every process, through Redis when set) is refused with TOO_MANY_STREAMS.
   * Hand the place to `subscribe`, which gives it back when the stream ends.
   */
  async admit(holder: { subject: string; address: string }): Promise<StreamPlace> {
    const release = await this.counts.take([
      { key: `token:${holder.subject}`, cap: this.caps.token },
      { key: `address:${holder.address}`, cap: this.caps.address },
    ]);
    if (!release) throw new AppError('TOO_MANY_STREAMS');
    return { subject: holder.subject, release };
  }

  /**
   * A place for one more public stream (`subscribePublic`: an event's public page, no sign-in) from
   * this address, under the address cap alone: there is no subject to count. TOO_MANY_STREAMS beyond.
   */
  async admitPublic(address: string): Promise<StreamPlace> {
    const release = await this.counts.take([{ key: `address:${address}`, cap: this.caps.address }]);
    if (!release) throw new AppError('TOO_MANY_STREAMS');
    return { subject: `address:${address}`, release };
  }

  /**
   * Hands `listener` every update of every API process: this process's as it publishes them (as
   * `onPublished`), the others' as Redis delivers them. With Redis this process's own come back
   * too, a few milliseconds later: the listener must not mind hearing an update twice.
   */
  onEveryUpdate(listener: (update: Pick<EventUpdate, 'eventId' | 'kind'>) => void): void {
    this.everyUpdateListeners.push(listener);
  }

  /** Hands `listener` the id of every group (`publishToGroup`) changed in any API process, as `onEveryUpdate` does for events. */
  onEveryGroupUpdate(listener: (groupId: string) => void): void {
    this.everyGroupUpdateListeners.push(listener);
  }

  /**
   * The event and staff topics together carry every update once (an update with an audience goes
   * to staff, one without to everyone): one pattern subscription each, on the subscribing client;
   * the group topic one more.
   */
  private listenToEveryProcess(subscriber: Redis) {
    const groups = `${this.topics.group}:*`;
    subscriber.on('pmessage', (pattern: string, channel: string, message: string) => {
      if (pattern === groups) {
        this.tellGroupListeners(channel.slice(groups.length - 1));
        return;
      }
      const update = toModel(parseOrNull(message) as WireUpdate | null);
      if (!update) return;
      for (const listener of this.everyUpdateListeners) {
        try {
          listener(update);
        } catch (error) {
          this.logger.warn(`Listener of ${update.kind} failed: ${(error as Error).message}`);
        }
      }
    });
    for (const pattern of [`${this.topics.event}:*`, `${this.topics.staff}:*`, groups])
      subscriber.psubscribe(pattern).catch((error) => this.redisFailed('psubscribe', error));
  }

  private tellGroupListeners(groupId: string) {
    for (const listener of this.everyGroupUpdateListeners) {
      try {
        listener(groupId);
      } catch (error) {
        this.logger.warn(`Listener of group ${groupId} failed: ${(error as Error).message}`);
      }
    }
  }

  /**
   * The updates of one event for this watcher, from now until they leave or the server stops.
   * `response`: the HTTP response the updates are streamed into, so shutdown can wait for it.
   * `place`: the holder's place under the caps (`admit`), given back when the stream ends.
   */
  subscribe(eventId: string, watcher: Watcher, response?: ServerResponse, place?: StreamPlace): AsyncIterableIterator<EventUpdateModel> {
    const own = watcher.kind === 'staff' ? `${this.topics.staff}:${eventId}` : `${this.topics.player}:${watcher.playerId}`;
    const stream = new LiveStream([this.listen(`${this.topics.event}:${eventId}`), this.listen(own)], (ended) => {
      this.streams.delete(ended);
      void place?.release();
    });
    this.streams.set(stream, {
      response,
      eventId,
      subject: place?.subject ?? (watcher.kind === 'player' ? `player:${watcher.playerId}` : undefined),
    });
    return stream;
  }

  /**
   * The updates of one event for everyone (those without an audience: pairings, clocks, standings,
   * the bracket, featured matches), for a watcher who has not signed in: an event's public page or
   * its stream overlay (`ops/public-pages`). `response` and `place` as for `subscribe`.
   */
  subscribePublic(eventId: string, response: ServerResponse, place: StreamPlace): AsyncIterableIterator<EventUpdateModel> {
    const stream = new LiveStream([this.listen(`${this.topics.event}:${eventId}`)], (ended) => {
      this.streams.delete(ended);
      void place.release();
    });
    this.streams.set(stream, { response, eventId, subject: place.subject });
    return stream;
  }

  /**
   * Staff updates of a set of events watched together (a convention's) and of the group itself
   * (`publishToGroup`), from now until they leave or the server stops. `eventsOf` names the events
   * now: asked before the stream opens and again on each of the group's own updates (an event
   * joined or left), so the stream follows the set without the client subscribing again.
   * `response` and `place` as for `subscribe`.
   */
  async subscribeGroup(
    groupId: string,
    eventsOf: () => Promise<readonly string[]>,
    response?: ServerResponse,
    place?: StreamPlace,
  ): Promise<AsyncIterableIterator<GroupUpdate>> {
    const first = await eventsOf();
    const group = `${this.topics.group}:${groupId}`;
    const source = new Repeater<WireUpdate | null>((push, stop) => {
      const channels = new Set<string>();
      let stopped = false;
      const listener = (event: Event) => void push((event as CustomEvent<WireUpdate | null>).detail);
      const follow = (eventIds: readonly string[]) => {
        const wanted = new Set(eventIds.flatMap((id) => [`${this.topics.event}:${id}`, `${this.topics.staff}:${id}`]));
        for (const channel of channels)
          if (!wanted.has(channel)) {
            this.target.removeEventListener(channel, listener);
            channels.delete(channel);
          }
        for (const channel of wanted)
          if (!channels.has(channel)) {
            this.target.addEventListener(channel, listener);
            channels.add(channel);
          }
      };
      // The group's update goes out once the stream follows the events as they are now: a client
      // refetching on it then also hears the next update of an event that just joined.
      const groupListener = (event: Event) =>
        void eventsOf()
          .then(
            (eventIds) => !stopped && follow(eventIds),
            (error: Error) => this.logger.warn(`Events of group ${groupId} not read again: ${error.message}`),
          )
          .finally(() => listener(event));
      this.target.addEventListener(group, groupListener);
      follow(first);
      void stop.then(() => {
        stopped = true;
        this.target.removeEventListener(group, groupListener);
        follow([]);
      });
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
    const stream = new LiveStream<GroupUpdate>(
      [source],
      (ended) => {
        this.streams.delete(ended);
        void place?.release();
      },
      toGroupModel,
    );
    this.streams.set(stream, { response, eventId: groupId, subject: place?.subject });
    return stream;
  }

  /**
   * Tells a group's watchers (`subscribeGroup`) that the group itself changed. Call it after the
   * change is committed; best effort, like publish.
   */
  async publishToGroup(groupId: string, kind: EventUpdateKind): Promise<void> {
    this.tellGroupListeners(groupId);
    const wire: WireUpdate = { eventId: null, kind, roundNumber: null, matchId: null, at: new Date().toISOString() };
    const channel = `${this.topics.group}:${groupId}`;
    try {
      if (this.redis) await this.redis.publisher.publish(channel, JSON.stringify(wire));
      else this.target.dispatchEvent(new CustomEvent(channel, { detail: wire }));
    } catch (error) {
      this.logger.warn(`Live update ${kind} for group ${groupId} not sent: ${(error as Error).message}`);
    }
  }

  private listenForEnds() {
    this.target.addEventListener(this.endChannel, (event: Event) => {
      const message = (event as CustomEvent<EndStreams | null>).detail;
      if (!message || typeof message.subject !== 'string') return;
      for (const [stream, of] of this.streams)
        if (of.subject === message.subject && (!message.eventId || of.eventId === message.eventId)) void stream.return();
    });
  }

  /**
   * Ends the open subscriptions of `subject` (`player:<id>`, `staff:<userId>`), in every process;
   * with `eventId`, only those watching that event. Called once the subject lost the right to watch
   * (a staff member removed from the event, a player's access revoked or the player deleted, a
   * sign-out everywhere): their page reconnects and is refused, or watches again if still allowed.
   * Best effort, like publish.
   */
  async endStreams(subject: string, eventId?: string): Promise<void> {
    const message: EndStreams = { subject, eventId: eventId ?? null };
    try {
      if (this.redis) await this.redis.publisher.publish(this.endChannel, JSON.stringify(message));
      else this.target.dispatchEvent(new CustomEvent(this.endChannel, { detail: message }));
    } catch (error) {
      this.logger.warn(`Live streams of ${subject} not ended: ${(error as Error).message}`);
    }
  }

  /** Open subscriptions in this process. */
  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * One channel's updates for one subscriber, with a buffer of its own (graphql-yoga's createPubSub
   * shares one buffer among all its subscriptions, so a slow subscriber's updates could be handed
   * to another). Listening starts on the first pull.
   */
  private listen(channel: string): Repeater<WireUpdate | null> {
    return new Repeater<WireUpdate | null>((push, stop) => {
      const listener = (event: Event) => void push((event as CustomEvent<WireUpdate | null>).detail);
      this.target.addEventListener(channel, listener);
      void stop.then(() => this.target.removeEventListener(channel, listener));
    }, new SlidingBuffer(SUBSCRIBER_BUFFER));
  }

  private redisClient(url: string, role: string, options: RedisOptions): Redis {
    // disconnectTimeout: ioredis waits that long for a socket that is already gone (shutdown, failed start).
    const client = new Redis(url, { lazyConnect: true, connectionName: `taikai-live-${role}`, disconnectTimeout: 200, ...options });
    // Logged once per outage; ioredis keeps reconnecting on its own.
    client.on('error', (error: Error) => {
      this.lastRedisError = error;
      if (this.redisDown.has(role)) return;
      this.redisDown.add(role);
      this.logger.warn(`Redis (${role}): ${error.message}`);
    });
    client.on('ready', () => {
      if (this.redisDown.delete(role)) this.logger.log(`Redis (${role}) is back`);
    });
    return client;
  }

  private redisFailed(command: string, error: Error) {
    this.logger.warn(`Redis ${command} failed: ${error.message}`);
  }
}

/**
 * The event target of one process. Node's EventTarget looks through an event type's listeners on
 * every add and remove, so 10,000 players watching one event cost 10,000² steps to connect; here
 * both are constant time.
 */
class LocalEventTarget implements EventTarget {
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (typeof listener !== 'function') return;
    let ofType = this.listeners.get(type);
    if (!ofType) this.listeners.set(type, (ofType = new Set()));
    ofType.add(listener);
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    const ofType = this.listeners.get(type);
    if (!ofType || typeof listener !== 'function') return;
    ofType.delete(listener);
    if (ofType.size === 0) this.listeners.delete(type);
  }

  dispatchEvent(event: Event): boolean {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
    return true;
  }
}

/** A message that is not JSON (published by someone else on our channel) becomes null and is skipped. */
function parseOrNull(message: string): unknown {
  try {
    return JSON.parse(message);
  } catch {
    return null;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

import { ECDH } from 'node:crypto';
import https from 'node:https';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { generateVAPIDKeys, sendNotification, WebPushError } from 'web-push';
import { InstallationSettings } from '../../platform/settings';
import type { EventUpdate, PlayerViewer, Viewer } from '../../platform/common';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { AppError, invalidInput } from '../../platform/errors';
import { type Notice, noticeText } from '../../platform/i18n';
import { LiveService } from '../../platform/live';
import { PushAddressRefused, PushNetwork, pushServiceHost } from './push-network';
import { MAX_PHONES_PER_PLAYER, PushRepository, StoredPushSubscription } from './push.repository';

/** How long whether an event has any push subscription is taken as known (see eventsWithPush). */
const EVENT_CHECK_MS = 5000;
/** Notifications sent at once; the rest wait their turn (a round of 1,000 players is 1,000 of them). */
const CONCURRENCY = 8;
/** Past this many waiting, more are dropped (logged): the page still shows everything when opened. */
const MAX_WAITING = 20_000;
/** A push service that has not answered by then is given up on. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a phone that is offline. */
const TTL_SECONDS = 15 * 60;
/** A judge's answer older than this when its update comes is not news any more. */
const ANSWER_WINDOW_MS = 60_000;
/** Notices already sent, per kind, remembered in this process so a retried or repeated update sends nothing new. */
const REMEMBERED = 10_000;
/** How long shutdown waits for notifications under way (SIGTERM must exit within 5 s). */
const SHUTDOWN_WAIT_MS = 1500;
const DEFAULT_SUBJECT = 'mailto:taikai@example.org';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/**
 * Web Push to a player's locked phone: new pairings that include them, an opponent's result to
 * confirm, a judge's answer to their call. Driven by the live updates this process publishes
 * (after their commit), it reads what the update names and sends off the request path, best
 * effort: a push service's 404/410 removes the subscription, other failures are logged.
 */
@Injectable()
export class PushService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Push');
  private vapid?: Promise<{ subject: string; publicKey: string; privateKey: string }>;
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  /** Reads of what an update means, not yet turned into notifications. */
  private reading = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  /** Per event, the round last notified and what each player was told of it (table or bye). */
  private readonly toldPairings = new Map<string, { roundId: string; told: Map<string, string> }>();
  private readonly toldOnce = new Set<string>();
  /**
   * Per event, whether any phone has push on, read again at most every EVENT_CHECK_MS: at a round
   * end thousands of reports must not each ask the database (nearly every venue has none on plain
   * HTTP). A registration here is seen at once; one in another API process within that time.
   */
  private readonly eventsWithPush = new Map<string, { has: boolean; until: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: InstallationSettings,
    private readonly subscriptions: PushRepository,
    private readonly live: LiveService,
    private readonly network: PushNetwork,
  ) {}

  /**
   * Connections to push services go to addresses PushNetwork checked (public ones only), made when
   * the first notification is sent, with the global agent's settings otherwise (its CA, if any).
   */
  private agentOnce?: https.Agent;
  private get agent(): https.Agent {
    this.agentOnce ??= new https.Agent({ ...https.globalAgent.options, keepAlive: true, lookup: this.network.lookup as never });
    return this.agentOnce;
  }

  onModuleInit() {
    this.live.onPublished((update) => this.onUpdate(update));
  }

  async onModuleDestroy() {
    this.stopped = true;
    this.waiting.length = 0;
    await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  }

  /** What the page subscribes with (applicationServerKey). */
  async publicKey(viewer: Viewer): Promise<string> {
    requirePlayer(viewer);
    return (await this.vapidDetails()).publicKey;
  }

  /**
   * The key pair comes from TAIKAI_VAPID_*, or is generated once and kept in the database (like the
   * token secret), so phones stay subscribed across restarts without a secret in the repository.
   */
  private vapidDetails() {
    this.vapid ??= (async () => {
      const { TAIKAI_VAPID_PUBLIC_KEY: publicKey, TAIKAI_VAPID_PRIVATE_KEY: privateKey, TAIKAI_PUBLIC_URL: publicUrl } = this.config;
      const keys =
        publicKey && privateKey
          ? { publicKey, privateKey }
          : (JSON.parse(await this.settings.once('vapid_keys', () => JSON.stringify(generateVAPIDKeys()))) as {
              publicKey: string;
              privateKey: string;
            });
      const subject = this.config.TAIKAI_VAPID_SUBJECT ?? (publicUrl?.startsWith('https://') ? publicUrl : DEFAULT_SUBJECT);
      return { subject, ...keys };
    })();
    this.vapid.catch(() => (this.vapid = undefined));
    return this.vapid;
  }

  /** The signed-in player's phone: notifications for them go to this subscription, in `language`. */
  async register(viewer: Viewer, input: PushSubscriptionInput): Promise<boolean> {
    const player = requirePlayer(viewer);
    if (!pushServiceHost(input.endpoint)) throw invalidInput('endpoint', 'malformed');
    if (!isP256PublicKey(input.p256dh)) throw invalidInput('p256dh', 'malformed');
    if (Buffer.from(input.auth, 'base64url').length !== 16) throw invalidInput('auth', 'malformed');
    await this.subscriptions.save({
      playerId: player.playerId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      language: input.language,
    });
    this.eventsWithPush.delete(player.eventId);
    return true;
  }

  /** Turns notifications off for the player's phone at `endpoint`; false if it had none. */
  unregister(viewer: Viewer, endpoint: string): Promise<boolean> {
    return this.subscriptions.removeOf(requirePlayer(viewer).playerId, endpoint);
  }

  /** Resolves once every update handed over so far has been read and its notifications sent (tests). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private onUpdate(update: EventUpdate): void {
    if (this.stopped || !['PAIRINGS_POSTED', 'MATCH_REPORTED', 'JUDGE_CALLED'].includes(update.kind)) return;
    this.reading++;
    this.noticesOf(update)
      .then((notices) => this.send(notices))
      .catch((error: Error) => this.logger.warn(`Notifications for ${update.kind} of event ${update.eventId} not sent: ${error.message}`))
      .finally(() => {
        this.reading--;
        this.settle();
      });
  }

  /** Who is told what by this update, read from the database as committed. */
  private async noticesOf(update: EventUpdate): Promise<{ playerId: string; notice: Notice; tag: string }[]> {
    if (!(await this.eventHasPush(update.eventId))) return [];
    if (update.kind === 'PAIRINGS_POSTED' && update.roundNumber) {
      const round = await this.subscriptions.publishedRound(update.eventId, update.roundNumber);
      if (!round) return [];
      // Edits of a posted round tell only the players whose table changed.
      let told = this.toldPairings.get(update.eventId);
      if (told?.roundId !== round.id) this.toldPairings.set(update.eventId, (told = { roundId: round.id, told: new Map() }));
      const topCut = round.phase.kind === 'SINGLE_ELIMINATION';
      const notices: { playerId: string; notice: Notice; tag: string }[] = [];
      for (const match of round.matches) {
        const seats = match.player2Id
          ? [
              {
                playerId: match.player1Id,
                notice: { kind: 'table', round: round.number, topCut, table: match.table, opponent: match.player2!.name } as const,
              },
              {
                playerId: match.player2Id,
                notice: { kind: 'table', round: round.number, topCut, table: match.table, opponent: match.player1.name } as const,
              },
            ]
          : [{ playerId: match.player1Id, notice: { kind: 'bye', round: round.number, topCut } as const }];
        for (const seat of seats) {
          const key = JSON.stringify(seat.notice);
          if (told.told.get(seat.playerId) === key) continue;
          told.told.set(seat.playerId, key);
          notices.push({ ...seat, tag: `pairings-${round.id}` });
        }
      }
      return notices;
    }
    if (update.kind === 'MATCH_REPORTED' && update.matchId) {
      const waiting = await this.subscriptions.toConfirm(update.matchId);
      if (!waiting.length || !this.firstTime(`report:${waiting[0].reportId}`)) return [];
      return [{ playerId: waiting[0].playerId, notice: { kind: 'confirm', table: waiting[0].table }, tag: `confirm-${update.matchId}` }];
    }
    if (update.kind === 'JUDGE_CALLED' && update.audience?.length) {
      const calls = await this.subscriptions.answeredCalls(
        update.eventId,
        update.audience,
        update.matchId ?? null,
        new Date(Date.now() - ANSWER_WINDOW_MS),
      );
      return calls
        .filter((call) => this.firstTime(`call:${call.id}:${call.status}`))
        .flatMap((call) =>
          call.players.map((playerId) => ({
            playerId,
            notice:
              call.status === 'TAKEN'
                ? ({ kind: 'judgeTaken', judge: call.takenByName, table: call.table } as const)
                : ({ kind: 'judgeClosed', table: call.table } as const),
            tag: `judge-${call.id}`,
          })),
        );
    }
    return [];
  }

  private async eventHasPush(eventId: string): Promise<boolean> {
    const now = Date.now();
    const known = this.eventsWithPush.get(eventId);
    if (known && known.until > now) return known.has;
    const has = await this.subscriptions.eventHasSubscriptions(eventId);
    this.eventsWithPush.set(eventId, { has, until: now + EVENT_CHECK_MS });
    return has;
  }

  private async send(notices: { playerId: string; notice: Notice; tag: string }[]): Promise<void> {
    if (!notices.length) return;
    const byPlayer = new Map(notices.map((notice) => [notice.playerId, notice]));
    // The newest few phones of each player (rows from before the cap included): one player's many
    // endpoints cannot fill the queue shared by everyone's notices.
    const perPlayer = new Map<string, number>();
    for (const subscription of await this.subscriptions.subscriptionsOf([...byPlayer.keys()])) {
      const { notice, tag } = byPlayer.get(subscription.playerId)!;
      const phones = (perPlayer.get(subscription.playerId) ?? 0) + 1;
      perPlayer.set(subscription.playerId, phones);
      if (phones > MAX_PHONES_PER_PLAYER) continue;
      if (!pushServiceHost(subscription.endpoint)) continue;
      if (this.waiting.length >= MAX_WAITING) {
        this.logger.warn(`Push queue full: a notification (${notice.kind}) was dropped`);
        continue;
      }
      this.waiting.push(() => this.deliver(subscription, { ...noticeText(subscription.language, notice), tag, url: '/play/' }));
    }
    this.pump();
  }

  private pump() {
    while (this.running < CONCURRENCY && this.waiting.length) {
      const task = this.waiting.shift()!;
      this.running++;
      void task().finally(() => {
        this.running--;
        this.pump();
        this.settle();
      });
    }
  }

  private async deliver(
    subscription: StoredPushSubscription,
    payload: { title: string; body: string; tag: string; url: string },
  ): Promise<void> {
    try {
      await sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: await this.vapidDetails(),
          TTL: TTL_SECONDS,
          urgency: 'high',
          timeout: SEND_TIMEOUT_MS,
          agent: this.agent,
        },
      );
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      // Gone (404/410), or a name that resolves to a private address: not a push service to keep.
      const refused = error instanceof PushAddressRefused || (error as { code?: string }).code === 'EPUSHADDRESS';
      if (refused) this.logger.warn(`Push to ${new URL(subscription.endpoint).host} refused: ${(error as Error).message}`);
      if (status === 404 || status === 410 || refused) {
        await this.subscriptions
          .remove(subscription.endpoint)
          .catch((removal: Error) => this.logger.warn(`Expired push subscription not removed: ${removal.message}`));
        return;
      }
      this.logger.warn(`Push to ${new URL(subscription.endpoint).host} failed: ${status ? `HTTP ${status}` : (error as Error).message}`);
    }
  }

  /** True the first time `key` is seen (of the last REMEMBERED). */
  private firstTime(key: string): boolean {
    if (this.toldOnce.has(key)) return false;
    this.toldOnce.add(key);
    if (this.toldOnce.size > REMEMBERED) this.toldOnce.delete(this.toldOnce.values().next().value!);
    return true;
  }

  private isIdle() {
    return this.reading === 0 && this.running === 0 && this.waiting.length === 0;
  }

  private settle() {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}

/** Players only, each for their own registration (the one their token names). */
function requirePlayer(viewer: Viewer): PlayerViewer {
  if (viewer.kind !== 'player') throw new AppError('FORBIDDEN');
  return viewer;
}

/** An uncompressed point on P-256, as browsers give `p256dh`. */
function isP256PublicKey(value: string): boolean {
  const key = Buffer.from(value, 'base64url');
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    ECDH.convertKey(key, 'prime256v1'); // throws for a point not on the curve
    return true;
  } catch {
    return false;
  }
}

import https from 'node:https';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { type Lease, LeaseService } from '../../platform/leases';
import { LiveService } from '../../platform/live';
import { pushServiceHost } from '../push';
import { signature } from './webhook-messages';
import { WebhookNetwork } from './webhook-network';
import { DueDelivery, WebhooksRepository } from './webhooks.repository';

/** The lease of the one process that sends the outbox. */
export const WEBHOOK_LEASE = 'webhooks';
/** Attempts of one delivery before it is given up (the last one about 16 back-off steps after the first). */
export const MAX_ATTEMPTS = 6;
/** The outbox is read this often by its lease holder (deliveries queued in another process, retries). */
const POLL_MS = 2000;
/** Deliveries sent at once: each one's place is taken by the next as soon as it ends, so a receiver that hangs holds up no other. */
const CONCURRENCY = 8;
/** A receiver that has not answered by then is tried again later. */
const SEND_TIMEOUT_MS = 10_000;
/** How long shutdown waits for sends under way (SIGTERM must exit within 5 s). */
const SHUTDOWN_WAIT_MS = 1500;
const LAST_ERROR_MAX = 300;

/**
 * Sends the webhooks' outbox after the changes that queued it have committed, in the one process
 * holding the lease: at once when this process queued something, else every POLL_MS. Each request
 * is signed; a failure is retried with exponential back-off up to MAX_ATTEMPTS, a refusal (4xx
 * but 408 and 429) is given up at once. Nothing here runs in, or can fail, an event's change.
 */
@Injectable()
export class WebhookSender implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly lease: Lease;
  private timer?: NodeJS.Timeout;
  /** The read of the outbox under way. */
  private reading?: Promise<void>;
  /** Deliveries being sent, by id. */
  private readonly sending = new Map<string, Promise<void>>();
  /** Deliveries whose attempt ended during the read under way: the read may have seen them still due. */
  private readonly endedDuringRead = new Set<string>();
  /** Another read is due when the one under way ends (something was queued or sent meanwhile). */
  private again = false;
  private stopped = false;
  /** Events this process queued deliveries for: their next update (after the commit) wakes the sender. */
  private readonly queuedFor = new Set<string>();
  /** How long after attempt `n` (1, 2, …) the next one is made: 30 s doubling (30 s … 8 min); tests shorten it. */
  retryDelayMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly network: WebhookNetwork,
    private readonly live: LiveService,
    leases: LeaseService,
  ) {
    this.lease = leases.lease(WEBHOOK_LEASE);
  }

  private agentOnce?: https.Agent;
  /** Connections go to addresses WebhookNetwork checked (public only), with the global agent's settings otherwise. */
  private get agent(): https.Agent {
    this.agentOnce ??= new https.Agent({ ...https.globalAgent.options, keepAlive: true, lookup: this.network.lookup as never });
    return this.agentOnce;
  }

  onModuleInit() {
    this.live.onPublished((update) => {
      if (this.queuedFor.delete(update.eventId)) this.wake();
    });
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearInterval(this.timer);
    this.agentOnce?.destroy();
    await Promise.race([
      Promise.all([this.reading, ...this.sending.values()]),
      new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref()),
    ]);
  }

  /** Deliveries for the event were queued in a change of this process: send them once it has committed. */
  queued(eventId: string | null) {
    if (eventId) this.queuedFor.add(eventId);
    else this.wake();
  }

  /** Starts sending what is due, if this process holds the lease and has places free. */
  wake(): void {
    if (this.stopped || !this.lease.held) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.startDue()
      .catch((error: Error) => this.logger.warn(`webhook outbox not read: ${error.message}`))
      .finally(() => {
        this.reading = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when nothing is being read or sent (tests). */
  async idle(): Promise<void> {
    while (this.reading || this.sending.size) await Promise.all([this.reading, ...this.sending.values()]);
  }

  private async startDue() {
    const free = CONCURRENCY - this.sending.size;
    if (free <= 0) return;
    this.endedDuringRead.clear();
    const due = await this.repository.due(new Date(), CONCURRENCY + this.sending.size);
    const startable = due.filter((row) => !this.sending.has(row.id) && !this.endedDuringRead.has(row.id));
    for (const delivery of startable.slice(0, free)) {
      const sent = this.attempt(delivery)
        .catch((error: Error) => this.logger.warn(`webhook delivery ${delivery.id} not recorded: ${error.message}`))
        .finally(() => {
          this.sending.delete(delivery.id);
          if (this.reading) this.endedDuringRead.add(delivery.id);
          this.wake();
        });
      this.sending.set(delivery.id, sent);
    }
  }

  private async attempt(delivery: DueDelivery) {
    const attempts = delivery.attempts + 1;
    let status: number | null = null;
    let error: string | null = null;
    let addressRefused = false;
    if (!delivery.webhook.enabled) error = 'disabled';
    else if (!pushServiceHost(delivery.webhook.url)) error = 'address refused';
    else
      try {
        status = await this.post(delivery);
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (failure) {
        error = (failure as Error).message.slice(0, LAST_ERROR_MAX);
        // A name that resolves to a private address (PushAddressRefused) is not tried again.
        addressRefused = (failure as { code?: string }).code === 'EPUSHADDRESS';
      }
    const refused =
      addressRefused ||
      error === 'disabled' ||
      error === 'address refused' ||
      (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429);
    const retry = error !== null && !refused && attempts < MAX_ATTEMPTS;
    if (error)
      this.logger.warn(`webhook delivery ${delivery.id} (${delivery.kind}), attempt ${attempts}: ${error}${retry ? '' : ', given up'}`);
    const delayMs = this.retryDelayMs(attempts);
    await this.repository.attempted(delivery.id, {
      attempts,
      lastStatus: status,
      lastError: error,
      nextAttemptAt: retry ? new Date(Date.now() + delayMs) : null,
      deliveredAt: error ? null : new Date(),
    });
    // A retry due before the next poll is not left waiting for it.
    if (retry && delayMs < POLL_MS) setTimeout(() => this.wake(), delayMs).unref();
  }

  /** One signed POST; its status, or an error (refused address, timeout, connection). */
  private post(delivery: DueDelivery): Promise<number> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const body = Buffer.from(delivery.body);
    return new Promise((resolve, reject) => {
      const request = https.request(
        delivery.webhook.url,
        {
          method: 'POST',
          agent: this.agent,
          timeout: SEND_TIMEOUT_MS,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': body.length,
            'User-Agent': 'Taikai-Webhooks/1',
            'X-Taikai-Delivery': delivery.id,
            'X-Taikai-Kind': delivery.kind,
            'X-Taikai-Timestamp': timestamp,
            'X-Taikai-Signature': signature(delivery.webhook.secret, timestamp, delivery.body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${SEND_TIMEOUT_MS / 1000} s`)));
      request.on('error', reject);
      request.end(body);
    });
  }
}

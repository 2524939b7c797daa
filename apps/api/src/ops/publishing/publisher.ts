import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { UnitOfWork } from '../../platform/database';
import { LiveService } from '../../platform/live';
import { type BackupFile, BackupsService } from '../backups';
import { PublishingRepository } from './publishing.repository';

const gzipAsync = promisify(gzip);

/** The header a push carries its number in (the body is the export itself, read only if the number is new). */
export const SEQ_HEADER = 'x-taikai-publish-seq';
/** A push's media type: not `application/json`, which the server's JSON body parser would read before the token is checked. */
export const PUSH_CONTENT_TYPE = 'application/vnd.taikai.event-export+json';
/** A first change waits this long for the ones that follow it (a report storm is one push). */
const DEBOUNCE_MS = 50;
/** At most this often per event: a storm becomes a few pushes a second. */
const MIN_INTERVAL_MS = 250;
/** Retries while the uplink is down: doubling from the first, up to the last. */
const RETRY_MS = { first: 250, max: 5000 };
const PUSH_TIMEOUT_MS = 60_000;
/** Audited reads: they alone are no change to publish. */
const READS = new Set(['event.export', 'event.backup.download']);

interface EventPush {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  /** A change arrived while a push was running: push again after it. */
  again: boolean;
  failures: number;
  lastStarted: number;
}

/**
 * The venue side: pushes each event of a linked organization to its hosted Taikai whenever the
 * event changed. Changes are seen through `LiveService.onPublished` (every committed change
 * names one) and a periodic check (TAIKAI_PUBLISH_POLL_SECONDS) as a safety net; each push sends
 * the event's latest export. The outbox is exact: an export is numbered in the database, in the
 * snapshot it was read in, only when its digest differs from the last numbered one, so numbers
 * rise with the event's history; a push that fails is retried with backoff and, on reconnect,
 * the latest export goes (a newer number, or the same one again: the hosted side applies a
 * number once). Several venue processes may push the same event: the numbering is in the
 * database, and the hosted side ignores a number it has passed.
 */
@Injectable()
export class Publisher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Publisher');
  private readonly events = new Map<string, EventPush>();
  /** Per event, when this process first saw a change not exported since (what the lag counts from before a push numbers it). */
  private readonly unexported = new Map<string, number>();
  private poll?: NodeJS.Timeout;
  /** Whether any organization here is linked: without a link, updates are not even looked at. */
  private anyLink = false;
  private stopped = false;

  constructor(
    private readonly publishing: PublishingRepository,
    private readonly backups: BackupsService,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.live.onPublished((update) => {
      if (!this.anyLink) return;
      if (!this.unexported.has(update.eventId)) this.unexported.set(update.eventId, Date.now());
      this.schedule(update.eventId, DEBOUNCE_MS);
    });
    this.poll = setInterval(() => void this.check(), this.config.TAIKAI_PUBLISH_POLL_SECONDS * 1000);
    this.poll.unref();
    void this.check();
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearInterval(this.poll);
    for (const push of this.events.values()) clearTimeout(push.timer);
    await Promise.all([...this.events.values()].map((push) => push.running));
  }

  /** An organization was just linked: push every event of it. */
  async linked(organizationId: string) {
    this.anyLink = true;
    for (const eventId of await this.publishing.eventIdsOf(organizationId)) this.schedule(eventId, 0);
  }

  async refreshLinks() {
    this.anyLink = await this.publishing.anyLink();
  }

  /** When this process saw the oldest change of the event that no export has taken yet, or null. */
  unexportedSince(eventId: string): Date | null {
    const since = this.unexported.get(eventId);
    return since === undefined ? null : new Date(since);
  }

  private async check() {
    try {
      await this.refreshLinks();
      if (!this.anyLink) return;
      for (const eventId of await this.publishing.eventsToCheck()) this.schedule(eventId, 0);
    } catch (error) {
      this.logger.warn(`publish check skipped: ${(error as Error).message}`);
    }
  }

  private schedule(eventId: string, delayMs: number) {
    if (this.stopped) return;
    let push = this.events.get(eventId);
    if (!push) this.events.set(eventId, (push = { again: false, failures: 0, lastStarted: 0 }));
    if (push.running) {
      push.again = true;
      return;
    }
    // One waiting push at a time; a retry waiting out its backoff is not hurried by new changes.
    if (push.timer) return;
    const wait = Math.max(delayMs, push.lastStarted + MIN_INTERVAL_MS - Date.now());
    push.timer = setTimeout(() => this.run(eventId, push), wait);
  }

  private run(eventId: string, push: EventPush) {
    push.timer = undefined;
    push.again = false;
    push.lastStarted = Date.now();
    push.running = this.pushOnce(eventId).then(
      () => {
        push.failures = 0;
        push.running = undefined;
        if (push.again) this.schedule(eventId, 0);
        else if (!push.timer) this.events.delete(eventId);
      },
      () => {
        push.failures++;
        push.running = undefined;
        this.schedule(eventId, Math.min(RETRY_MS.max, RETRY_MS.first * 2 ** (push.failures - 1)));
      },
    );
  }

  /** Pushes the event's latest export if the hosted side lacks it; rejects when it could not (retried). */
  private async pushOnce(eventId: string): Promise<void> {
    const link = await this.publishing.linkOfEvent(eventId);
    if (!link) return;
    // The export below takes every change committed so far; later ones mark the event again.
    this.unexported.delete(eventId);
    try {
      const numbered = await this.uow.run('system', async (change) => {
        const file = await this.backups.exportIn(change, eventId);
        if (!file) return null;
        const digest = digestOf(file);
        const outbox = await this.publishing.outbox(change.tx, eventId);
        if (outbox?.digest === digest) return outbox.ackedSeq >= outbox.seq ? null : { file, seq: outbox.seq };
        // In the export's snapshot: a process numbering a later export waits for this one, or is
        // retried (a serialization failure) and reads after it, so numbers follow the event's history.
        return { file, seq: await this.publishing.bump(change.tx, eventId, digest) };
      });
      if (!numbered) return;
      const body = await gzipAsync(JSON.stringify(numbered.file));
      const response = await fetch(`${link.url}/publish/events/${eventId}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${link.token}`,
          'content-type': PUSH_CONTENT_TYPE,
          'content-encoding': 'gzip',
          [SEQ_HEADER]: String(numbered.seq),
        },
        body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as { appliedSeq?: string; error?: string } | null;
      if (!response.ok || !answer?.appliedSeq) throw new Error(`HTTP ${response.status}${answer?.error ? ` ${answer.error}` : ''}`);
      const appliedSeq = BigInt(answer.appliedSeq);
      await this.publishing.acknowledge(eventId, appliedSeq);
      // The hosted copy holds a number this outbox never reached (the venue's database was
      // restored, or the event published from elsewhere before): number from above it and push again.
      if (appliedSeq > numbered.seq && (await this.publishing.renumberAbove(eventId, appliedSeq))) this.schedule(eventId, 0);
    } catch (error) {
      // The message names the address at most, never the token.
      const message = errorMessage(error);
      await this.publishing.failed(eventId, message).catch(() => undefined);
      this.logger.warn(`publishing event ${eventId} to ${link.url} failed: ${message}`);
      throw error;
    }
  }
}

/** What identifies an export's content: everything but its time and the audited reads. */
function digestOf(file: BackupFile): string {
  const changes = file.auditLog.filter((entry) => !READS.has(entry.action));
  return createHash('sha256')
    .update(JSON.stringify({ ...file, exportedAt: null, auditLog: changes }))
    .digest('hex');
}

function errorMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const text = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
  return text.slice(0, 300);
}

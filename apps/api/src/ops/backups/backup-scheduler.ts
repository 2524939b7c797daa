import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { type Lease, LeaseService } from '../../platform/leases';
import { LiveService } from '../../platform/live';
import type { BackupFile } from './backup-format';
import { type BackupMoment, BackupStore } from './backup-store';
import { BackupsRepository } from './backups.repository';
import { BackupsService } from './backups.service';

/** Audited reads: they alone do not make a new backup worth writing. */
const READS = new Set(['event.export', 'event.backup.download']);

/** The lease whose holder alone runs the interval's backups (several API processes, one database). */
export const BACKUP_LEASE = 'automatic-backups';

/**
 * Automatic backups of running events (with rounds, not finished): whenever pairings are posted
 * (paired, re-paired, edited, published, restored; by the process that published them) and every
 * TAIKAI_BACKUP_INTERVAL_SECONDS (by the process holding the lease BACKUP_LEASE), into
 * `<TAIKAI_DATA_DIR>/backups/`. Best effort, after the change committed and outside the request:
 * a failure is logged, kept for `eventBackupStatus`, and never reaches the caller. An event unchanged since this process's last
 * backup of it (exports aside) gets no new file.
 */
@Injectable()
export class BackupScheduler implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private timer?: NodeJS.Timeout;
  /** Per event, the backup being written: the next one waits for it. */
  private readonly queue = new Map<string, Promise<void>>();
  /** Per event, a digest of the last export written (its time left out). */
  private readonly lastWritten = new Map<string, string>();
  private stopped = false;
  private readonly lease: Lease;

  constructor(
    private readonly backups: BackupsService,
    private readonly repository: BackupsRepository,
    private readonly store: BackupStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveService,
    leases: LeaseService,
  ) {
    this.lease = leases.lease(BACKUP_LEASE);
  }

  onModuleInit() {
    // Every change that posts pairings publishes PAIRINGS_POSTED after its commit.
    this.live.onPublished((update) => {
      if (update.kind === 'PAIRINGS_POSTED') void this.backUp(update.eventId);
    });
    this.timer = setInterval(() => void this.backUpRunningEvents(), this.config.TAIKAI_BACKUP_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all(this.queue.values());
  }

  /** Resolves when this event's backup is written, skipped or failed (never rejects). */
  backUp(eventId: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const next = (this.queue.get(eventId) ?? Promise.resolve()).then(() => this.write(eventId));
    this.queue.set(eventId, next);
    void next.then(() => {
      if (this.queue.get(eventId) === next) this.queue.delete(eventId);
    });
    return next;
  }

  private async backUpRunningEvents() {
    if (!this.lease.held) return;
    try {
      for (const eventId of await this.repository.runningEventIds()) await this.backUp(eventId);
    } catch (error) {
      this.logger.warn(`automatic backups skipped: ${(error as Error).message}`);
    }
  }

  private async write(eventId: string) {
    if (this.stopped) return;
    try {
      const file = await this.backups.exportForBackup(eventId);
      if (!file) return;
      const changes = file.auditLog.filter((entry) => !READS.has(entry.action));
      const digest = createHash('sha256')
        .update(JSON.stringify({ ...file, exportedAt: null, auditLog: changes }))
        .digest('hex');
      if (this.lastWritten.get(eventId) === digest) return;
      const fileName = await this.store.write(eventId, JSON.stringify(file), momentOf(file));
      this.lastWritten.set(eventId, digest);
      this.logger.log(`backup written: ${fileName}`);
    } catch (error) {
      // Kept for eventBackupStatus (the dashboard says backups are failing), not only logged; the
      // store keeps its own file errors, this the export's (the database away).
      if (!(error as NodeJS.ErrnoException).syscall) this.store.recordFailure(eventId, error);
      this.logger.warn(`backup of event ${eventId} failed: ${(error as Error).message}`);
    }
  }
}

/** What the file follows, for its name: the last round paired, its results all in, or the event finished. */
export function momentOf(file: BackupFile): BackupMoment | null {
  const last = file.rounds.reduce<BackupFile['rounds'][number] | null>(
    (latest, round) => (latest && latest.number > round.number ? latest : round),
    null,
  );
  if (!last) return null;
  if (file.event.status === 'FINISHED') return { step: 'FINISHED', round: last.number };
  const matches = file.matches.filter((match) => match.roundId === last.id);
  return { step: matches.every((match) => match.status === 'FINAL') ? 'RESULTS' : 'PAIRED', round: last.number };
}

import { Inject, Injectable } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { AppError } from '../../platform/errors';

/** Automatic backups kept per event; older ones are deleted when a new one is written. */
export const BACKUPS_KEPT = 20;

/**
 * `<eventId>_<UTC time, e.g. 20261123T145028123Z>_round<N>-<step>.json`: sorts by time within an
 * event and says what the backup follows. Files written before the step was named end at the time.
 */
const FILE_NAME = /^([0-9a-f-]{36})_(\d{8}T\d{9}Z)(?:_round(\d+)-(paired|results|finished))?\.json$/;

/** What a backup follows: round N paired, round N's results all in, or the event finished after round N. */
export type BackupStep = 'PAIRED' | 'RESULTS' | 'FINISHED';
export interface BackupMoment {
  step: BackupStep;
  round: number;
}

/** Why automatic backups could not be written, from the system's error code. */
export type BackupFailureReason = 'DISK_FULL' | 'PERMISSION_DENIED' | 'READ_ONLY' | 'NOT_A_DIRECTORY' | 'OTHER';

/** The last write of an event's backups this process tried: failing while the last failure is newer than the last file written. */
export interface BackupHealth {
  failing: boolean;
  lastWrittenAt: Date | null;
  lastFailureAt: Date | null;
  lastFailureReason: BackupFailureReason | null;
}

export function failureReasonOf(error: unknown): BackupFailureReason {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'DISK_FULL';
    case 'EACCES':
    case 'EPERM':
      return 'PERMISSION_DENIED';
    case 'EROFS':
      return 'READ_ONLY';
    case 'ENOTDIR':
    case 'EEXIST':
    case 'EISDIR':
      return 'NOT_A_DIRECTORY';
    default:
      return 'OTHER';
  }
}

export interface BackupFileInfo {
  fileName: string;
  createdAt: Date;
  size: number;
  /** null: a file from before steps were named, or of an event with no round. */
  follows: BackupMoment | null;
}

/** The automatic backups in `<TAIKAI_DATA_DIR>/backups/`: the only code that touches those files. */
@Injectable()
export class BackupStore {
  readonly dir: string;
  /** Per event, when this process last wrote its backup, and last failed to (with why). */
  private readonly health = new Map<string, { writtenAt: Date | null; failedAt: Date | null; reason: BackupFailureReason | null }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.dataDir, 'backups');
  }

  /**
   * Written under a temporary name and renamed, so a crash never leaves half a file; then prunes.
   * A failure (disk full, permission denied) is kept for `healthOf` and thrown on.
   */
  async write(eventId: string, text: string, follows: BackupMoment | null, at = new Date()): Promise<string> {
    const step = follows ? `_round${follows.round}-${follows.step.toLowerCase()}` : '';
    const fileName = `${eventId}_${at.toISOString().replace(/[-:.]/g, '')}${step}.json`;
    const target = path.join(this.dir, fileName);
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(`${target}.tmp`, text);
      await fs.rename(`${target}.tmp`, target);
    } catch (error) {
      this.recordFailure(eventId, error, at);
      await fs.rm(`${target}.tmp`, { force: true }).catch(() => undefined);
      throw error;
    }
    this.health.set(eventId, { ...(this.health.get(eventId) ?? { failedAt: null, reason: null }), writtenAt: at });
    const stale = (await this.names(eventId)).slice(BACKUPS_KEPT);
    await Promise.all(stale.map((name) => fs.rm(path.join(this.dir, name), { force: true })));
    return fileName;
  }

  /** A backup of the event could not be made (the file, or the export before it). */
  recordFailure(eventId: string, error: unknown, at = new Date()) {
    this.health.set(eventId, { writtenAt: this.health.get(eventId)?.writtenAt ?? null, failedAt: at, reason: failureReasonOf(error) });
  }

  /** Whether this process's automatic backups of the event are failing, and since when and why. */
  healthOf(eventId: string): BackupHealth {
    const health = this.health.get(eventId);
    const writtenAt = health?.writtenAt ?? null;
    const failedAt = health?.failedAt ?? null;
    return {
      failing: failedAt !== null && (writtenAt === null || failedAt.getTime() >= writtenAt.getTime()),
      lastWrittenAt: writtenAt,
      lastFailureAt: failedAt,
      lastFailureReason: health?.reason ?? null,
    };
  }

  /** Newest first. */
  async list(eventId: string): Promise<BackupFileInfo[]> {
    const names = await this.names(eventId);
    return Promise.all(
      names.map(async (fileName) => ({
        fileName,
        createdAt: timeOf(fileName),
        size: (await fs.stat(path.join(this.dir, fileName))).size,
        follows: momentOf(fileName),
      })),
    );
  }

  async read(eventId: string, fileName: string): Promise<string> {
    // Only names this store writes, of this event: nothing else in the directory or outside it.
    if (FILE_NAME.exec(fileName)?.[1] !== eventId) throw new AppError('NOT_FOUND', { entity: 'backup' });
    try {
      return await fs.readFile(path.join(this.dir, fileName), 'utf8');
    } catch {
      throw new AppError('NOT_FOUND', { entity: 'backup' });
    }
  }

  private async names(eventId: string): Promise<string[]> {
    const all = await fs.readdir(this.dir).catch(() => [] as string[]);
    return all
      .filter((name) => FILE_NAME.exec(name)?.[1] === eventId)
      .sort()
      .reverse();
  }
}

function timeOf(fileName: string): Date {
  const stamp = FILE_NAME.exec(fileName)![2];
  return new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`,
  );
}

function momentOf(fileName: string): BackupMoment | null {
  const [, , , round, step] = FILE_NAME.exec(fileName)!;
  return round ? { step: step.toUpperCase() as BackupStep, round: Number(round) } : null;
}

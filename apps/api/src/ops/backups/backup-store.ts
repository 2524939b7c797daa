import { Inject, Injectable } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { AppError } from '../../platform/errors';

/** Automatic backups kept per event; older ones are deleted when a new one is written. */
export const BACKUPS_KEPT = 20;

/** `<eventId>_<UTC time, e.g. 20261123T145028123Z>.json`: sorts by time within an event. */
const FILE_NAME = /^([0-9a-f-]{36})_(\d{8}T\d{9}Z)\.json$/;

export interface BackupFileInfo {
  fileName: string;
  createdAt: Date;
  size: number;
}

/** The automatic backups in `<TAIKAI_DATA_DIR>/backups/`: the only code that touches those files. */
@Injectable()
export class BackupStore {
  readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.dataDir, 'backups');
  }

  /** Written under a temporary name and renamed, so a crash never leaves half a file; then prunes. */
  async write(eventId: string, text: string, at = new Date()): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const fileName = `${eventId}_${at.toISOString().replace(/[-:.]/g, '')}.json`;
    const target = path.join(this.dir, fileName);
    await fs.writeFile(`${target}.tmp`, text);
    await fs.rename(`${target}.tmp`, target);
    const stale = (await this.names(eventId)).slice(BACKUPS_KEPT);
    await Promise.all(stale.map((name) => fs.rm(path.join(this.dir, name), { force: true })));
    return fileName;
  }

  /** Newest first. */
  async list(eventId: string): Promise<BackupFileInfo[]> {
    const names = await this.names(eventId);
    return Promise.all(
      names.map(async (fileName) => ({ fileName, createdAt: timeOf(fileName), size: (await fs.stat(path.join(this.dir, fileName))).size })),
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

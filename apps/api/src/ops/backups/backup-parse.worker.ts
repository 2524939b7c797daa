import { parentPort } from 'node:worker_threads';
import { AppError } from '../../platform/errors';
import { parseBackup } from './backup-parser';

/**
 * Runs `parseBackup` off the event loop (`readBackup` starts it for each import): JSON.parse and
 * the schema check of a large file take seconds, during which the server must keep answering.
 */
parentPort?.once('message', (text: string) => {
  try {
    parentPort?.postMessage({ ok: true, file: parseBackup(text) });
  } catch (error) {
    parentPort?.postMessage(
      error instanceof AppError
        ? { ok: false, code: error.code, params: error.params }
        : { ok: false, code: 'BACKUP_MALFORMED', params: { detail: 'unreadable' } },
    );
  }
});

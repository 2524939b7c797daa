import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import { jsonShapeProblem, loneSurrogatePath } from '../../platform/common';
import { AppError } from '../../platform/errors';
import type { ErrorCode, ErrorParams } from '../../platform/i18n';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupFile, backupFileSchema } from './backup-format';

/**
 * Largest export accepted once decompressed. A 200-player, 8-round event reported from phones is
 * 2.6 MB, so a 1,000-player, 10-round one about 16 MB and a two-day 15-round one about 24 MB; a
 * zip bomb is stopped here, and its objects by `BACKUP_JSON_LIMITS` well before.
 */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024;
/**
 * How deep and how many objects and arrays an export may hold: its deepest rows (a penalty's
 * effect, an audit entry's before/after) are a few levels deep; a 1,000-player, 10-round event
 * holds about 100,000 objects.
 */
export const BACKUP_JSON_LIMITS = { maxDepth: 64, maxContainers: 500_000 };

/**
 * The file's text from what the client sent: the JSON itself, or gzip-compressed and
 * base64-encoded. Decompression streams and stops as soon as the output passes
 * `MAX_BACKUP_BYTES` (`IMPORT_FILE_TOO_LARGE`), without blocking the event loop.
 */
export async function decodeBackup(data: string, compressed: boolean): Promise<string> {
  if (!compressed) {
    if (Buffer.byteLength(data) > MAX_BACKUP_BYTES) throw new AppError('IMPORT_FILE_TOO_LARGE', { megabytes: MAX_BACKUP_BYTES >> 20 });
    return data;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const outcome = await new Promise<'ok' | 'too large' | 'not gzip'>((resolve) => {
    const gunzip = createGunzip();
    gunzip.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BACKUP_BYTES) {
        gunzip.destroy();
        resolve('too large');
      } else chunks.push(chunk);
    });
    gunzip.on('end', () => resolve('ok'));
    gunzip.on('error', () => resolve('not gzip'));
    gunzip.end(Buffer.from(data, 'base64'));
  });
  if (outcome === 'too large') throw new AppError('IMPORT_FILE_TOO_LARGE', { megabytes: MAX_BACKUP_BYTES >> 20 });
  if (outcome === 'not gzip') throw new AppError('BACKUP_MALFORMED', { detail: 'not gzip' });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What the client sent, decoded, its shape bounded (`IMPORT_FILE_TOO_DEEP` for a document nested
 * deeper or holding more objects than an export can), then checked by `parseBackup`.
 */
export async function readBackup(data: string, compressed: boolean): Promise<BackupFile> {
  const text = await decodeBackup(data, compressed);
  if (await jsonShapeProblem(text, BACKUP_JSON_LIMITS)) throw new AppError('IMPORT_FILE_TOO_DEEP');
  return parseOffThread(text);
}

/** The compiled worker beside this file; absent when the TypeScript sources run directly (tests). */
const WORKER = path.join(__dirname, 'backup-parse.worker.js');
/**
 * Files up to this size are parsed in this thread: a few milliseconds (a 256-player, 4-round
 * event is 234 KB), where starting a worker costs hundreds (seconds on a loaded machine), paid
 * by every push of a published event (`ops/publishing`).
 */
const IN_THREAD_BYTES = 1024 * 1024;

/**
 * `parseBackup` in a worker thread, so a large file does not hold up other requests (a 60 MB file
 * takes seconds). A small file, or where the worker is not compiled (TypeScript run directly), in this thread.
 */
function parseOffThread(text: string): Promise<BackupFile> {
  if (text.length <= IN_THREAD_BYTES || !fs.existsSync(WORKER)) return Promise.resolve().then(() => parseBackup(text));
  return new Promise<BackupFile>((resolve, reject) => {
    const worker = new Worker(WORKER);
    worker.once('message', (answer: { ok: true; file: BackupFile } | { ok: false; code: ErrorCode; params: ErrorParams }) => {
      void worker.terminate();
      if (answer.ok) resolve(answer.file);
      else reject(new AppError(answer.code, answer.params));
    });
    worker.once('error', (error) => reject(error));
    worker.postMessage(text);
  });
}

/** A checked export: the right format and version, every field well-typed, every reference inside the file. */
export function parseBackup(text: string): BackupFile {
  // PostgreSQL text and jsonb cannot hold a NUL character.
  if (text.includes('\\u0000')) throw new AppError('BACKUP_MALFORMED', { detail: 'NUL character' });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('BACKUP_MALFORMED', { detail: 'not JSON' });
  }
  // A "\ud800" escape without its pair parses into a string PostgreSQL cannot store.
  const broken = loneSurrogatePath(raw);
  if (broken) throw new AppError('BACKUP_MALFORMED', { detail: `${broken}: half of a UTF-16 pair`.slice(0, 200) });
  const header = (typeof raw === 'object' && raw !== null ? raw : {}) as { format?: unknown; version?: unknown };
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new AppError('BACKUP_UNSUPPORTED', {
      format: String(header.format ?? '-').slice(0, 60),
      version: String(header.version ?? '-').slice(0, 20),
    });
  }
  const parsed = backupFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('BACKUP_MALFORMED', { detail: `${issue.path.join('.')}: ${issue.message}`.slice(0, 200) });
  }
  const problem = referenceProblem(parsed.data);
  if (problem) throw new AppError('BACKUP_MALFORMED', { detail: problem });
  return parsed.data;
}

/** The first row naming something the file lacks, or repeating what must be unique; null if none. */
export function referenceProblem(file: BackupFile): string | null {
  const players = new Set(file.players.map((p) => p.id));
  const teams = new Set(file.teams.map((t) => t.id));
  const phases = new Set(file.phases.map((p) => p.id));
  const rounds = new Set(file.rounds.map((r) => r.id));
  const matches = new Set(file.matches.map((m) => m.id));
  const penalties = new Set(file.penalties.map((p) => p.id));
  const checks: [string, boolean][] = [
    [
      'duplicate player',
      players.size !== file.players.length ||
        hasDuplicates(file.players.map((p) => p.accessCode)) ||
        hasDuplicates(file.players.flatMap((p) => p.externalId ?? [])),
    ],
    [
      'duplicate team',
      teams.size !== file.teams.length ||
        hasDuplicates(file.teams.map((t) => t.name)) ||
        hasDuplicates(file.teams.map((t) => t.joinCode)) ||
        hasDuplicates(file.players.flatMap((p) => (p.teamId ? [`${p.teamId}:${p.teamSeat}`] : []))),
    ],
    [
      'unknown team or captain',
      file.players.some((p) => p.teamId !== null && !teams.has(p.teamId)) ||
        file.teams.some((t) => t.captainId !== null && !players.has(t.captainId)),
    ],
    ['duplicate phase', phases.size !== file.phases.length || hasDuplicates(file.phases.map((p) => p.number))],
    ['duplicate round', rounds.size !== file.rounds.length || hasDuplicates(file.rounds.map((r) => r.number))],
    ['duplicate match', matches.size !== file.matches.length || hasDuplicates(file.matches.map((m) => `${m.roundId}:${m.table}`))],
    [
      'duplicate id',
      hasDuplicates(
        [
          ...file.resultReports,
          ...file.penalties,
          ...file.announcements,
          ...file.judgeCalls,
          ...file.decklists,
          ...file.statements,
          ...file.appeals,
          ...file.deckChecks,
        ].map((row) => row.id),
      ),
    ],
    ['duplicate decklist', hasDuplicates(file.decklists.map((list) => list.playerId))],
    ['unknown player in a decklist', file.decklists.some((list) => !players.has(list.playerId))],
    [
      'unknown player or match in a deck check',
      file.deckChecks.some((check) => !players.has(check.playerId) || !matches.has(check.matchId)),
    ],
    ['duplicate report', hasDuplicates(file.resultReports.map((r) => `${r.playerId}:${r.requestKey}`))],
    ['duplicate phase entry', file.phases.some((p) => hasDuplicates(p.entries.map((e) => e.playerId)))],
    ['unknown player in a phase', file.phases.some((p) => p.entries.some((e) => !players.has(e.playerId)))],
    ['unknown phase in a round', file.rounds.some((r) => !phases.has(r.phaseId))],
    [
      'unknown round or player in a match',
      file.matches.some((m) => !rounds.has(m.roundId) || !players.has(m.player1Id) || (m.player2Id !== null && !players.has(m.player2Id))),
    ],
    ['unknown match or player in a report', file.resultReports.some((r) => !matches.has(r.matchId) || !players.has(r.playerId))],
    [
      'unknown match or player in a penalty',
      file.penalties.some((p) => !players.has(p.playerId) || (p.matchId !== null && !matches.has(p.matchId))),
    ],
    [
      'unknown penalty in a statement or an appeal',
      [...file.statements, ...file.appeals].some((row) => !penalties.has(row.penaltyId)) ||
        file.appeals.some((a) => a.replacementPenaltyId !== null && !penalties.has(a.replacementPenaltyId)),
    ],
    [
      'unknown match, player or penalty in a judge call',
      file.judgeCalls.some(
        (c) =>
          !players.has(c.playerId) ||
          (c.matchId !== null && !matches.has(c.matchId)) ||
          (c.penaltyId !== null && !penalties.has(c.penaltyId)),
      ),
    ],
    ['unknown related penalty', file.penalties.some((p) => p.relatedToId !== null && !penalties.has(p.relatedToId))],
  ];
  return checks.find(([, failed]) => failed)?.[0] ?? null;
}

function hasDuplicates(values: unknown[]): boolean {
  return new Set(values).size !== values.length;
}

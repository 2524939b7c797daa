import { gunzipSync } from 'node:zlib';
import { AppError } from '../../platform/errors';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupFile, backupFileSchema } from './backup-format';

/** Largest export accepted once decompressed: far above a 10,000-player event, below a zip bomb. */
export const MAX_BACKUP_BYTES = 256 * 1024 * 1024;

/** The file's text from what the client sent: the JSON itself, or gzip-compressed and base64-encoded. */
export function decodeBackup(data: string, compressed: boolean): string {
  if (!compressed) return data;
  try {
    return gunzipSync(Buffer.from(data, 'base64'), { maxOutputLength: MAX_BACKUP_BYTES }).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('BACKUP_MALFORMED', { detail: 'not gzip' });
  }
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
      'unknown match or player in a judge call',
      file.judgeCalls.some((c) => !players.has(c.playerId) || (c.matchId !== null && !matches.has(c.matchId))),
    ],
  ];
  return checks.find(([, failed]) => failed)?.[0] ?? null;
}

function hasDuplicates(values: unknown[]): boolean {
  return new Set(values).size !== values.length;
}

import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import { unusedEventCode } from '../../core/events';
import { Prisma } from '../../generated/prisma/client';
import type { BackupFile } from './backup-format';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;
const withoutEvent = { omit: { eventId: true } } as const;

@Injectable()
export class BackupsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Makes every later read of this transaction see one snapshot; must be its first statement. */
  async snapshot(tx: Db) {
    await tx.$executeRawUnsafe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  }

  /** Everything of one event, in the file's shape (users still to be looked up), or null. */
  async readEvent(tx: Db, eventId: string) {
    const event = await tx.event.findUnique({ where: { id: eventId } });
    if (!event) return null;
    const where = { eventId };
    // One after the other: a transaction is one connection.
    const staff = await tx.eventStaff.findMany({
      where,
      select: { userId: true, role: true },
      orderBy: [{ userId: 'asc' }, { role: 'asc' }],
    });
    const players = await tx.player.findMany({ where, ...withoutEvent, orderBy: { createdAt: 'asc' } });
    const teams = await tx.team.findMany({ where, ...withoutEvent, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const phases = await tx.phase.findMany({
      where,
      ...withoutEvent,
      include: { entries: { select: { playerId: true, seed: true } } },
      orderBy: { number: 'asc' },
    });
    const rounds = await tx.round.findMany({ where, ...withoutEvent, orderBy: { number: 'asc' } });
    const penalties = await tx.penalty.findMany({ where, ...withoutEvent, orderBy: { createdAt: 'asc' } });
    const announcements = await tx.announcement.findMany({ where, ...withoutEvent, orderBy: { createdAt: 'asc' } });
    const judgeCalls = await tx.judgeCall.findMany({ where, ...withoutEvent, orderBy: { createdAt: 'asc' } });
    const decklistSettings = await tx.decklistSettings.findUnique({ where, ...withoutEvent });
    const decklists = await tx.decklist.findMany({ where, ...withoutEvent, orderBy: { submittedAt: 'asc' } });
    const statements = await tx.investigationStatement.findMany({ where, ...withoutEvent, orderBy: { createdAt: 'asc' } });
    const appeals = await tx.appeal.findMany({ where, ...withoutEvent, orderBy: { createdAt: 'asc' } });
    const deckChecks = await tx.deckCheck.findMany({ where, ...withoutEvent, orderBy: { checkedAt: 'asc' } });
    const auditLog = await tx.auditEntry.findMany({ where, omit: { id: true, eventId: true }, orderBy: { id: 'asc' } });
    const roundIds = { roundId: { in: rounds.map((round) => round.id) } };
    const teamMatches = await tx.teamMatch.findMany({ where: roundIds, orderBy: [{ roundId: 'asc' }, { table: 'asc' }] });
    const matches = await tx.match.findMany({ where: roundIds, orderBy: [{ roundId: 'asc' }, { table: 'asc' }] });
    const resultReports = await tx.resultReport.findMany({ where: { match: roundIds }, orderBy: { createdAt: 'asc' } });
    return {
      event,
      staff,
      players,
      teams,
      phases,
      rounds,
      teamMatches,
      matches,
      resultReports,
      penalties,
      announcements,
      judgeCalls,
      decklistSettings,
      decklists,
      statements,
      appeals,
      deckChecks,
      auditLog,
    };
  }

  usersByIds(tx: Db, ids: string[]) {
    return tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true, name: true } });
  }

  usersByEmails(tx: Db, emails: string[]) {
    return tx.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  }

  /**
   * Imports of one event id take turns until their transaction ends (an advisory lock on the id):
   * a restore deletes the event's row and inserts it again, which a second restore waiting on that
   * row's lock would not see, nor two imports of an event that is not there yet each other.
   */
  async lockImport(tx: Prisma.TransactionClient, eventId: string): Promise<void> {
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${`taikai-import:${eventId}`}, 0))`;
  }

  eventExists(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({ where: { id: eventId }, select: { id: true, name: true, organizationId: true } });
  }

  /** The event's rows go; its audit entries stay (they are the history, restores included). */
  async deleteEvent(tx: Db, eventId: string) {
    // Rounds first: a match's player reference does not cascade.
    await tx.round.deleteMany({ where: { eventId } });
    await tx.event.delete({ where: { id: eventId } });
  }

  /** Each player's sign-in state here (token version, access code), to keep the newer on a restore. */
  signIns(tx: Db, eventId: string) {
    return tx.player.findMany({ where: { eventId }, select: { id: true, tokenVersion: true, accessCode: true } });
  }

  /** Each registration's person here, by registration id (a published copy keeps them from push to push). */
  async personsOfPlayers(tx: Db, eventId: string): Promise<Map<string, string>> {
    const rows = await tx.player.findMany({ where: { eventId, personId: { not: null } }, select: { id: true, personId: true } });
    return new Map(rows.map((row) => [row.id, row.personId!]));
  }

  /** Keys of the audit entries the event has, to add only those of the file it lacks. */
  auditKeys(tx: Db, eventId: string) {
    return tx.auditEntry.findMany({ where: { eventId }, select: { createdAt: true, action: true, entityId: true, actorKind: true } });
  }

  /** Inserts the file's rows as they are (ids included); `staff` and user references already mapped. */
  organization(tx: Db, organizationId: string) {
    return tx.organization.findUnique({ where: { id: organizationId }, select: { id: true, name: true, slug: true, createdAt: true } });
  }

  /** The organization's people with their player IDs and suspensions, for its export. */
  peopleOf(tx: Db, organizationId: string) {
    return tx.person.findMany({
      where: { organizationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        nameReading: true,
        displayName: true,
        email: true,
        notes: true,
        memberCode: true,
        forgottenAt: true,
        createdAt: true,
        identifiers: { select: { kind: true, value: true }, orderBy: { kind: 'asc' } },
        suspensions: { select: { until: true, reason: true, liftedAt: true, createdAt: true } },
      },
    });
  }

  async eventIdsOf(tx: Db, organizationId: string): Promise<string[]> {
    const events = await tx.event.findMany({ where: { organizationId }, orderBy: [{ createdAt: 'asc' }], select: { id: true } });
    return events.map((event) => event.id);
  }

  /**
   * The people the file's registrations name that this organization holds: a file from another
   * server or organization, or from before a merge of people, names people it does not.
   */
  async heldPeople(tx: Db, file: BackupFile, organizationId: string): Promise<Set<string>> {
    const personIds = [...new Set(file.players.flatMap((player) => (player.personId ? [player.personId] : [])))];
    const rows = await tx.person.findMany({ where: { id: { in: personIds }, organizationId }, select: { id: true } });
    return new Set(rows.map((person) => person.id));
  }

  async insertEvent(tx: Db, file: BackupFile, organizationId: string) {
    const eventId = file.event.id;
    const ofEvent = <T>(rows: T[]) => rows.map((row) => ({ ...row, eventId }));
    // Files from before short codes, or whose code another event here has, get a new one.
    const { shortCode: fileCode, ...event } = file.event;
    const codeFree = fileCode && !(await tx.event.findUnique({ where: { shortCode: fileCode }, select: { id: true } }));
    await tx.event.create({
      data: { ...event, organizationId, shortCode: codeFree ? fileCode : await unusedEventCode(tx) },
    });
    await insertChunks(file.staff, (data) => tx.eventStaff.createMany({ data: ofEvent(data), skipDuplicates: true }));
    // Teams before their players, captains after them: a team and its captain name each other.
    await insertChunks(file.teams, (data) => tx.team.createMany({ data: ofEvent(data.map((team) => ({ ...team, captainId: null }))) }));
    await insertChunks(file.players, (data) => tx.player.createMany({ data: ofEvent(data) }));
    for (const team of file.teams.filter((team) => team.captainId)) {
      await tx.team.update({ where: { id: team.id }, data: { captainId: team.captainId } });
    }
    await insertChunks(file.phases, (data) =>
      tx.phase.createMany({
        data: ofEvent(data.map(({ entries: _entries, seats, ...phase }) => ({ ...phase, seats: nullableJson(seats ?? null) }))),
      }),
    );
    const entries = file.phases.flatMap((phase) => phase.entries.map((entry) => ({ ...entry, phaseId: phase.id })));
    await insertChunks(entries, (data) => tx.phaseEntry.createMany({ data }));
    await insertChunks(file.rounds, (data) =>
      tx.round.createMany({
        data: ofEvent(
          data.map((round) => ({ ...round, explanations: jsonValue(round.explanations), warnings: jsonValue(round.warnings) })),
        ),
      }),
    );
    // Team matches before the seat matches naming them.
    await insertChunks(file.teamMatches, (data) => tx.teamMatch.createMany({ data }));
    await insertChunks(file.matches, (data) => tx.match.createMany({ data }));
    await insertChunks(file.resultReports, (data) => tx.resultReport.createMany({ data }));
    await insertChunks(file.penalties, (data) =>
      tx.penalty.createMany({ data: ofEvent(data.map((penalty) => ({ ...penalty, effect: nullableJson(penalty.effect) }))) }),
    );
    await insertChunks(file.announcements, (data) =>
      tx.announcement.createMany({ data: ofEvent(data.map((a) => ({ ...a, history: jsonValue(a.history) }))) }),
    );
    await insertChunks(file.judgeCalls, (data) => tx.judgeCall.createMany({ data: ofEvent(data) }));
    if (file.decklistSettings) await tx.decklistSettings.create({ data: { ...file.decklistSettings, eventId } });
    await insertChunks(file.decklists, (data) =>
      tx.decklist.createMany({
        data: ofEvent(data.map((list) => ({ ...list, main: jsonValue(list.main), sideboard: jsonValue(list.sideboard) }))),
      }),
    );
    await insertChunks(file.statements, (data) => tx.investigationStatement.createMany({ data: ofEvent(data) }));
    await insertChunks(file.appeals, (data) => tx.appeal.createMany({ data: ofEvent(data) }));
    await insertChunks(file.deckChecks, (data) => tx.deckCheck.createMany({ data: ofEvent(data) }));
  }

  /** Audit entries in the file's order, so their new ids keep it. */
  async insertAuditEntries(tx: Db, eventId: string, entries: BackupFile['auditLog']) {
    await insertChunks(entries, (data) =>
      tx.auditEntry.createMany({
        data: data.map((entry) => ({ ...entry, eventId, before: nullableJson(entry.before), after: nullableJson(entry.after) })),
      }),
    );
  }

  /** Running events with at least one round: what the automatic backups cover. */
  runningEventIds() {
    return this.prisma.event
      .findMany({ where: { status: { in: ['RUNNING', 'TOP_CUT'] }, rounds: { some: {} } }, select: { id: true } })
      .then((rows) => rows.map((row) => row.id));
  }
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

function jsonValue(value: unknown): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

// A JSON column's SQL NULL; Prisma needs it spelled out.
function nullableJson(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null ? Prisma.DbNull : jsonValue(value);
}

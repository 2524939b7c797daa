import { Injectable, Logger } from '@nestjs/common';
import { OrganizationsService } from '../../core/organizations';
import { SeriesService } from '../../core/series';
import { PeopleService } from '../../core/people';
import { EventAccessService } from '../../platform/access';
import { TokenService } from '../../platform/identity';
import type { Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { generateAccessCode, isUuid } from '../../platform/common';
import { AppError } from '../../platform/errors';
import { Prisma } from '../../generated/prisma/client';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupFile, BackupUser } from './backup-format';
import { readBackup } from './backup-parser';
import { BackupStore } from './backup-store';
import { BackupsRepository } from './backups.repository';

export interface ImportOptions {
  /** The file is gzip-compressed and base64-encoded (how large events fit the request limit). */
  compressed: boolean;
  /** Restore over the event if it exists here; without it, an existing event is refused. */
  replace: boolean;
  /** The organization a new event joins (as `createEvent` chooses when absent); a restore stays in its own. */
  organizationId?: string | null;
}

/** What an organization's export says it is. */
export const ORGANIZATION_FORMAT = 'taikai-organization-export';

/** The imported event, and the staff roles of the file left out because their accounts are not here. */
export interface ImportResult {
  eventId: string;
  staffToReAdd: { name: string; email: string; role: BackupFile['staff'][number]['role'] }[];
}

/** Where one staff account of the file ends up here, kept in the import's audit entry. */
interface UserMapping {
  originalId: string;
  email: string;
  name: string;
  userId: string;
  matchedBy: 'id' | 'email' | 'importer';
}

@Injectable()
export class BackupsService {
  constructor(
    private readonly backups: BackupsRepository,
    private readonly store: BackupStore,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly tokens: TokenService,
    private readonly organizations: OrganizationsService,
    private readonly series: SeriesService,
    private readonly people: PeopleService,
  ) {}

  /** The event as one JSON export; audited. */
  async exportEvent(viewer: Viewer, eventId: string): Promise<string> {
    await this.access.require(viewer, eventId, 'event.manage');
    const file = await this.uow.run(viewer, async (change) => {
      const read = await this.read(change, eventId);
      await change.audit({ eventId, action: 'event.export', entityType: 'Event', entityId: eventId });
      return read;
    });
    return JSON.stringify(file);
  }

  /**
   * Everything an organization holds, as one JSON file for its owners (audited
   * `organization.export`): its people with their player IDs, e-mails and member codes, and each
   * of its events as an event export (the file `importEvent` reads), and its series (rules,
   * events counted, corrections), all at one moment.
   */
  async exportOrganization(viewer: Viewer, organizationId: string): Promise<string> {
    await this.access.requireInOrganization(viewer, organizationId, 'organization.manage');
    const file = await this.uow.run(viewer, async (change) => {
      await this.backups.snapshot(change.tx);
      const organization = await this.backups.organization(change.tx, organizationId);
      if (!organization) throw new AppError('NOT_FOUND', { entity: 'organization' });
      const people = await this.backups.peopleOf(change.tx, organizationId);
      const events = [];
      for (const eventId of await this.backups.eventIdsOf(change.tx, organizationId)) events.push(await this.readRows(change, eventId));
      const series = await this.series.exportRows(change, organizationId);
      await change.audit({
        eventId: null,
        action: 'organization.export',
        entityType: 'Organization',
        entityId: organizationId,
        after: { people: people.length, events: events.length, series: series.length },
      });
      return { format: ORGANIZATION_FORMAT, version: 1, exportedAt: new Date(), organization, people, events, series };
    });
    return JSON.stringify(file);
  }

  /**
   * The event's export inside the caller's change, as its first statement (a step: publishing
   * numbers it in the same snapshot); null for an unknown event. Not audited.
   */
  exportIn(change: Change, eventId: string): Promise<BackupFile | null> {
    return this.read(change, eventId).catch((error) => (error instanceof AppError ? null : Promise.reject(error)));
  }

  /** The export an automatic backup writes (not audited: it is no one's action). */
  exportForBackup(eventId: string): Promise<BackupFile | null> {
    return this.uow.run('system', (change) => this.exportIn(change, eventId));
  }

  async listBackups(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'event.manage');
    return this.store.list(eventId);
  }

  /** Whether this process's automatic backups of the event are being written, and where. */
  async backupStatus(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'event.manage');
    return { ...this.store.healthOf(eventId), directory: this.store.dir };
  }

  /** One automatic backup's content; audited like an export. */
  async downloadBackup(viewer: Viewer, eventId: string, fileName: string): Promise<string> {
    await this.access.require(viewer, eventId, 'event.manage');
    const text = await this.store.read(eventId, fileName);
    await this.uow.run(viewer, (change) =>
      change.audit({ eventId, action: 'event.backup.download', entityType: 'Event', entityId: eventId, after: { fileName } }),
    );
    return text;
  }

  /**
   * Imports an export with its ids, in one transaction: as a new event (in an organization where
   * the viewer creates events), or over the existing event when `replace` is asked (its organizers). The
   * event's audit log keeps its entries; those of the file it lacks are added, then the import.
   */
  async importEvent(viewer: Viewer, data: string, options: ImportOptions): Promise<ImportResult> {
    // Who is calling comes before a byte of the file is decoded: a new event needs one who creates
    // events in its organization; a restore, an organizer of the event (the file says which, so here: of one).
    if (viewer.kind !== 'staff') throw new AppError('FORBIDDEN');
    if (!viewer.organizer && !(await this.access.organizesAnyEvent(viewer))) throw new AppError('FORBIDDEN');
    const file = await readBackup(data, options.compressed);
    const eventId = file.event.id;
    const target = await this.backups.eventExists(eventId);
    if (target) await this.access.require(viewer, eventId, 'event.manage');
    const organizationId = target?.organizationId ?? (await this.organizations.forNewEvent(viewer, options.organizationId));
    let signedOut: string[] = [];
    let staffToReAdd: ImportResult['staffToReAdd'] = [];
    try {
      await this.uow.run(
        viewer,
        async (change) => {
          await this.backups.lockImport(change.tx, eventId);
          const existing = await this.backups.eventExists(eventId, change.tx);
          if (existing && !options.replace) throw new AppError('BACKUP_EVENT_EXISTS');
          const live = existing ? await this.backups.signIns(change.tx, eventId) : [];
          const keptAudit = existing ? await this.replaced(change, eventId) : new Set<string>();
          const users = await this.mapUsers(change, file.users, viewer.userId);
          staffToReAdd = notBroughtOver(file, users);
          const restored = existing ? withNewerSignIns(file, live) : { file, signedOut: [] };
          signedOut = restored.signedOut;
          const linked = await this.linkPeople(change, restored.file, organizationId);
          await this.backups.insertEvent(change.tx, withUsersMapped(linked, users, viewer.userId), organizationId);
          await this.backups.insertAuditEntries(
            change.tx,
            eventId,
            file.auditLog.filter((entry) => !keptAudit.has(auditKey(entry))).map((entry) => asImported(entry, viewer.userId)),
          );
          await change.audit({
            eventId,
            action: existing ? 'event.restore' : 'event.import',
            entityType: 'Event',
            entityId: eventId,
            before: existing ?? undefined,
            after: {
              exportedAt: file.exportedAt,
              name: file.event.name,
              players: file.players.length,
              rounds: file.rounds.length,
              users: [...users.values()],
            },
          });
          // Screens showing a restored event refetch what they show (pairings, results, standings).
          if (existing) change.publish({ eventId, kind: 'PAIRINGS_POSTED', roundNumber: file.rounds.at(-1)?.number });
        },
        IMPORT_TRANSACTION,
      );
    } catch (error) {
      // Ids of the file used by another event here (a file edited by hand, or copied under another event id).
      throw conflictOr(error);
    }
    for (const playerId of signedOut) this.tokens.forget('player', playerId);
    return { eventId, staffToReAdd };
  }

  /**
   * A venue's push (`ops/publishing`): the export replaces the event here, as the server's own
   * change, in one transaction under the imports' lock. `accept` runs first under that lock (the
   * event as it is here, or null): it decides whether this push applies (its sequence number),
   * records it and audits it, or refuses by throwing. Returns whether it applied. The event's
   * registrations keep the people they were linked to by the last push; the venue's staff accounts
   * not found here become `ownerId` (who made the publish token). The file's audit entries this
   * event lacks are added, as on a restore; no `event.restore` entry: `accept` audits the push once.
   */
  async applyPublished(
    file: BackupFile,
    target: { organizationId: string; ownerId: string },
    accept: (change: Change, existing: { organizationId: string } | null) => Promise<boolean>,
  ): Promise<boolean> {
    const eventId = file.event.id;
    try {
      return await this.uow.run(
        'system',
        async (change) => {
          await this.backups.lockImport(change.tx, eventId);
          const existing = await this.backups.eventExists(eventId, change.tx);
          if (!(await accept(change, existing))) return false;
          const linkedBefore = existing ? await this.backups.personsOfPlayers(change.tx, eventId) : new Map<string, string>();
          const keptAudit = existing ? await this.replaced(change, eventId) : new Set<string>();
          const users = await this.mapUsers(change, file.users, target.ownerId);
          const kept = {
            ...file,
            players: file.players.map((player) => ({ ...player, personId: linkedBefore.get(player.id) ?? player.personId })),
          };
          const linked = await this.linkPeople(change, kept, target.organizationId);
          await this.backups.insertEvent(change.tx, withUsersMapped(linked, users, target.ownerId), target.organizationId);
          await this.backups.insertAuditEntries(
            change.tx,
            eventId,
            file.auditLog.filter((entry) => !keptAudit.has(auditKey(entry))).map((entry) => asImported(entry, target.ownerId)),
          );
          // Screens and caches showing the copy refetch what they show.
          change.publish({ eventId, kind: 'PAIRINGS_POSTED', roundNumber: file.rounds.at(-1)?.number });
          return true;
        },
        IMPORT_TRANSACTION,
      );
    } catch (error) {
      throw conflictOr(error);
    }
  }

  /**
   * Each registration of the file is of a person of the receiving organization: the file's own
   * person where this organization holds it (a restore), else the one with the registration's
   * player ID (of the event's game), else with its e-mail, else a new person (audited), as a
   * registration at the desk would be. A suspension here does not refuse it: the event happened.
   */
  private async linkPeople(change: Change, file: BackupFile, organizationId: string): Promise<BackupFile> {
    const held = await this.backups.heldPeople(change.tx, file, organizationId);
    const event = { organizationId, ruleProfile: file.event.ruleProfile };
    const players = [];
    for (const player of file.players) {
      if (player.personId && held.has(player.personId)) players.push(player);
      else {
        const registrant = { name: player.name, nameReading: player.nameReading, externalId: player.externalId, email: player.email };
        const linked = await this.people.link(change, event, registrant, { overrideSuspension: true });
        players.push({ ...player, personId: linked.personId });
      }
    }
    return { ...file, players };
  }

  private async read(change: Change, eventId: string): Promise<BackupFile> {
    await this.backups.snapshot(change.tx);
    return this.readRows(change, eventId);
  }

  /** `read` inside a change that already took its snapshot (an organization's export reads many events in one). */
  private async readRows(change: Change, eventId: string): Promise<BackupFile> {
    const rows = await this.backups.readEvent(change.tx, eventId);
    if (!rows) throw new AppError('NOT_FOUND', { entity: 'event' });
    const userIds = new Set([
      ...rows.staff.map((s) => s.userId),
      ...rows.penalties.flatMap((p) => (p.approvedById ? [p.judgeId, p.approvedById] : [p.judgeId])),
      ...rows.announcements.map((a) => a.authorId),
      ...rows.judgeCalls.flatMap((c) => c.takenById ?? []),
      ...rows.statements.map((s) => s.recordedById),
      ...rows.appeals.flatMap((a) => (a.decidedById ? [a.recordedById, a.decidedById] : [a.recordedById])),
      ...rows.auditLog.flatMap((entry) => (entry.actorKind === 'staff' && entry.actorId ? [entry.actorId] : [])),
    ]);
    const users = await this.backups.usersByIds(change.tx, [...userIds].filter(isUuid));
    // Through JSON once, so the file has exactly the types it is read back with (dates as text).
    return JSON.parse(
      JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date(), users, ...rows }),
    ) as BackupFile;
  }

  /** Deletes the event being restored over (its audit entries stay); returns their keys. */
  private async replaced(change: Change, eventId: string) {
    await change.lockEvent(eventId);
    const keys = new Set(
      (await this.backups.auditKeys(change.tx, eventId)).map((entry) => auditKey({ ...entry, createdAt: entry.createdAt.toISOString() })),
    );
    await this.backups.deleteEvent(change.tx, eventId);
    return keys;
  }

  /** Each account of the file: the same one here (same id), else the one with its e-mail, else the importer. */
  private async mapUsers(change: Change, fileUsers: BackupUser[], importerId: string): Promise<Map<string, UserMapping>> {
    const byId = new Set(
      (
        await this.backups.usersByIds(
          change.tx,
          fileUsers.map((u) => u.id),
        )
      ).map((u) => u.id),
    );
    const byEmail = new Map(
      (
        await this.backups.usersByEmails(
          change.tx,
          fileUsers.map((u) => u.email.toLowerCase()),
        )
      ).map((u) => [u.email, u.id]),
    );
    return new Map(
      fileUsers.map((user) => {
        const emailMatch = byEmail.get(user.email.toLowerCase());
        const [userId, matchedBy] = byId.has(user.id)
          ? [user.id, 'id' as const]
          : emailMatch
            ? [emailMatch, 'email' as const]
            : [importerId, 'importer' as const];
        return [user.id, { originalId: user.id, email: user.email, name: user.name, userId, matchedBy }];
      }),
    );
  }
}

/**
 * The file with its staff references pointing at accounts of this install. Roles go only to
 * accounts found here (the importer becomes the event's organizer); judges, approvers, authors
 * and call takers not found become the importer. Audit entries keep their original actor ids:
 * they are history, and the import's own entry lists who those ids were.
 */
function withUsersMapped(file: BackupFile, users: Map<string, UserMapping>, importerId: string): BackupFile {
  const to = (id: string) => users.get(id)?.userId ?? importerId;
  const found = (id: string) => (users.get(id)?.matchedBy ?? 'importer') !== 'importer';
  return {
    ...file,
    staff: [
      ...file.staff.filter((s) => found(s.userId)).map((s) => ({ ...s, userId: to(s.userId) })),
      { userId: importerId, role: 'ORGANIZER' },
    ],
    penalties: file.penalties.map((p) => ({ ...p, judgeId: to(p.judgeId), approvedById: p.approvedById && to(p.approvedById) })),
    announcements: file.announcements.map((a) => ({ ...a, authorId: to(a.authorId) })),
    judgeCalls: file.judgeCalls.map((c) => ({ ...c, takenById: c.takenById && to(c.takenById) })),
    statements: file.statements.map((s) => ({ ...s, recordedById: to(s.recordedById) })),
    appeals: file.appeals.map((a) => ({ ...a, recordedById: to(a.recordedById), decidedById: a.decidedById && to(a.decidedById) })),
  };
}

/** The file's staff roles whose accounts were not found here (they are not given to the importer), as the file names them. */
function notBroughtOver(file: BackupFile, users: Map<string, UserMapping>): ImportResult['staffToReAdd'] {
  return file.staff.flatMap((s) => {
    const user = users.get(s.userId);
    if (user && user.matchedBy !== 'importer') return [];
    const named = file.users.find((u) => u.id === s.userId);
    return [{ name: named?.name ?? '', email: named?.email ?? '', role: s.role }];
  });
}

/**
 * A restore never brings back a sign-in revoked since the file was written. Per player of the
 * file: the higher token version of the file's and the live row's, and the live access code when
 * the live row's version is newer (`revokePlayerAccess` since the export). A player the live
 * event no longer has (deleted since) comes back signed out: their version is raised by one.
 */
function withNewerSignIns(
  file: BackupFile,
  live: { id: string; tokenVersion: number; accessCode: string }[],
): { file: BackupFile; signedOut: string[] } {
  const byId = new Map(live.map((row) => [row.id, row]));
  const signedOut: string[] = [];
  const players = file.players.map((player) => {
    const now = byId.get(player.id);
    if (!now) {
      signedOut.push(player.id);
      return { ...player, tokenVersion: player.tokenVersion + 1 };
    }
    if (now.tokenVersion <= player.tokenVersion) return player;
    return { ...player, tokenVersion: now.tokenVersion, accessCode: now.accessCode };
  });
  // A live code another player of the file holds (a coincidence of generated codes): a new one.
  const seen = new Set<string>();
  for (const player of players) {
    while (seen.has(player.accessCode)) player.accessCode = generateAccessCode();
    seen.add(player.accessCode);
  }
  return { file: { ...file, players }, signedOut };
}

/**
 * An audit entry of the file as added here: marked as imported, with who imported it. Its actor
 * is what the file says, which only the file vouches for: the audit view shows it as imported.
 */
function asImported(entry: BackupFile['auditLog'][number], importerId: string): BackupFile['auditLog'][number] {
  const mark = { imported: true, importedBy: importerId };
  const after =
    entry.after === null ? {} : typeof entry.after === 'object' && !Array.isArray(entry.after) ? entry.after : { value: entry.after };
  return { ...entry, after: { ...after, ...mark } };
}

/** An audit entry's identity across installs (their numeric ids are not kept). */
function auditKey(entry: { createdAt: string; action: string; entityId: string; actorKind: string }): string {
  return `${new Date(entry.createdAt).toISOString()}|${entry.action}|${entry.entityId}|${entry.actorKind}`;
}

const conflictLogger = new Logger('Backups');

/**
 * An import writes a whole event (a 2 MB file: thousands of rows, a person looked up or made per
 * registration) in one transaction: on a busy laptop that outlasts the 30 s every other change gets.
 */
const IMPORT_TRANSACTION = { timeoutMs: 180_000 };

/** A unique or foreign key violation is the file's ids clashing with rows here; the log says which, for whoever restores. */
function conflictOr(error: unknown): unknown {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2002' || error.code === 'P2003'))) return error;
  conflictLogger.warn(`import refused (${error.code}): ${JSON.stringify(error.meta ?? {})}`);
  return new AppError('BACKUP_CONFLICT');
}

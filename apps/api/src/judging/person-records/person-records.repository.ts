import { Injectable } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';

const registrationInclude = {
  event: { select: { id: true, name: true, startsAt: true, createdAt: true, formatType: true, ruleProfile: true, status: true } },
  decklist: { select: { id: true } },
} as const;

export type PersonRegistrationRow = Prisma.PlayerGetPayload<{ include: typeof registrationInclude }>;

/** What a forgotten person's rows are replaced with. */
export interface Erasure {
  personId: string;
  anonymousName: string;
  /** Names, readings, e-mails and player IDs the person and their registrations held: scrubbed from audit entries and statements. */
  removedNames: string[];
  removedDetails: string[];
}

/**
 * A person's records across the organization: their registrations and what hangs off them. Reads
 * them for history and export; forgetting writes here too, because erasure must reach every row
 * that holds the person's data (the person, their registrations, devices, audit entries) in one
 * change, whichever feature owns the row in day-to-day use.
 */
@Injectable()
export class PersonRecordsRepository {
  constructor(private readonly prisma: PrismaService) {}

  person(personId: string, db: Db = this.prisma) {
    return db.person.findUnique({ where: { id: personId }, include: { identifiers: true, suspensions: true } });
  }

  /** Locks the person's row, so two erasures (or an erasure and an edit) never interleave. */
  async lockPerson(db: Db, personId: string) {
    await db.$queryRaw`SELECT id FROM "Person" WHERE id = ${personId}::uuid FOR UPDATE`;
    return this.person(personId, db);
  }

  /** The person's registrations, newest event first (its start, else when it was made). */
  async registrations(personId: string, db: Db = this.prisma): Promise<PersonRegistrationRow[]> {
    const rows = await db.player.findMany({ where: { personId }, include: registrationInclude });
    const dateOf = (row: PersonRegistrationRow) => (row.event.startsAt ?? row.event.createdAt).getTime();
    return rows.sort((a, b) => dateOf(b) - dateOf(a) || b.createdAt.getTime() - a.createdAt.getTime());
  }

  eventIdsOf(organizationId: string) {
    return this.prisma.event.findMany({ where: { organizationId }, select: { id: true } }).then((rows) => rows.map((row) => row.id));
  }

  /** A registration's event and the person it is of. */
  registration(playerId: string) {
    return this.prisma.player.findUnique({ where: { id: playerId }, select: { eventId: true, personId: true } });
  }

  /** Names and player IDs of registrations, with the person each is of (for the season report). */
  playersWithPeople(playerIds: string[]) {
    return this.prisma.player.findMany({
      where: { id: { in: playerIds } },
      select: {
        id: true,
        name: true,
        externalId: true,
        event: { select: { name: true } },
        person: { select: { name: true, identifiers: { select: { kind: true, value: true }, orderBy: { kind: 'asc' } } } },
      },
    });
  }

  /** What the export adds to the registrations: decklists, judge calls, devices, audit entries about them. */
  async exportDetails(personId: string, playerIds: string[]) {
    const [decklists, judgeCalls, devices, audit] = await Promise.all([
      this.prisma.decklist.findMany({
        where: { playerId: { in: playerIds } },
        select: { playerId: true, text: true, main: true, sideboard: true, submittedAt: true, updatedAt: true, updatedByKind: true },
      }),
      this.prisma.judgeCall.findMany({ where: { playerId: { in: playerIds } }, orderBy: { createdAt: 'asc' } }),
      this.prisma.pushSubscription.findMany({
        where: { playerId: { in: playerIds } },
        select: { playerId: true, language: true, createdAt: true },
      }),
      this.prisma.auditEntry.findMany({
        where: {
          OR: [
            { entityType: 'Person', entityId: personId },
            { entityType: 'Player', entityId: { in: playerIds } },
          ],
        },
        orderBy: { id: 'asc' },
      }),
    ]);
    return { decklists, judgeCalls, devices, audit: audit.map((entry) => ({ ...entry, id: entry.id.toString() })) };
  }

  /**
   * Removes the person's personal data and keeps their results: the person and every registration
   * take the anonymous name; readings, e-mails, notes, player IDs and push devices go; sign-ins on
   * their phones end (person tokens too), and their waitlist places go. Statements and audit
   * entries of their events (and entries about the person) have each removed value replaced where
   * it stands as a whole JSON string.
   */
  async erase(db: Db, erasure: Erasure, eventIds: string[]) {
    const { personId, anonymousName } = erasure;
    const playerIds = (await db.player.findMany({ where: { personId }, select: { id: true } })).map((row) => row.id);
    await db.person.update({
      where: { id: personId },
      // The member code goes too: a card left behind no longer finds anyone.
      data: {
        name: anonymousName,
        nameReading: null,
        displayName: null,
        email: null,
        notes: null,
        memberCode: null,
        forgottenAt: new Date(),
      },
    });
    await db.personIdentifier.deleteMany({ where: { personId } });
    await db.player.updateMany({
      where: { personId },
      data: { name: anonymousName, nameReading: null, email: null, externalId: null, tokenVersion: { increment: 1 } },
    });
    await db.pushSubscription.deleteMany({ where: { playerId: { in: playerIds } } });
    // Their phones' person tokens stop working, and they leave every waitlist and on-demand queue.
    await db.personDevice.updateMany({ where: { personId, revokedAt: null }, data: { revokedAt: new Date() } });
    await db.waitlistEntry.deleteMany({ where: { personId } });
    await db.onDemandEntry.deleteMany({ where: { personId } });
    if (erasure.removedNames.length)
      await db.investigationStatement.updateMany({
        where: { eventId: { in: eventIds }, speaker: { in: erasure.removedNames } },
        data: { speaker: anonymousName },
      });
    const replacements = [
      ...erasure.removedNames.map((value) => [value, JSON.stringify(anonymousName)] as const),
      ...erasure.removedDetails.map((value) => [value, 'null'] as const),
    ];
    // Staff's reasons for a series correction of theirs name them in their own words: the name goes there too.
    for (const name of erasure.removedNames) {
      await db.$executeRaw`
        UPDATE "SeriesCorrection" SET "reason" = replace("reason", ${name}, ${anonymousName})
         WHERE "personId" = ${personId}::uuid AND strpos("reason", ${name}) > 0`;
      await db.$executeRaw`
        UPDATE "AuditEntry" SET "after" = jsonb_set("after", '{reason}', to_jsonb(replace("after"->>'reason', ${name}, ${anonymousName})))
         WHERE "action" = 'series.correct' AND "after"->>'personId' = ${personId} AND strpos("after"->>'reason', ${name}) > 0`;
    }
    for (const [value, replacement] of replacements) {
      const removed = JSON.stringify(value);
      await db.$executeRaw`
        UPDATE "AuditEntry"
           SET "before" = replace("before"::text, ${removed}, ${replacement})::jsonb,
               "after" = replace("after"::text, ${removed}, ${replacement})::jsonb
         WHERE ("eventId" = ANY(${eventIds}::uuid[]) OR "entityId" = ${personId} OR "entityId" = ANY(${playerIds}::text[])
                OR strpos(coalesce("before"::text, '') || coalesce("after"::text, ''), ${personId}) > 0)
           AND (strpos("before"::text, ${removed}) > 0 OR strpos("after"::text, ${removed}) > 0)`;
    }
    return playerIds.length;
  }
}

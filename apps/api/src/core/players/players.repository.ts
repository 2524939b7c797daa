import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

const withEvent = { event: { select: { id: true, name: true, organization: { select: { slug: true } } } } } as const;

@Injectable()
export class PlayersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByAccessCode(eventId: string, accessCode: string) {
    return this.prisma.player.findUnique({ where: { eventId_accessCode: { eventId, accessCode } } });
  }

  findById(id: string, db: Db = this.prisma) {
    return db.player.findUnique({ where: { id } });
  }

  /** The registration with its event and the event's organization (the phone links to its page). */
  async findWithEvent(id: string) {
    const row = await this.prisma.player.findUnique({ where: { id }, include: withEvent });
    if (!row) return null;
    const { organization, ...event } = row.event;
    return { ...row, event: { ...event, organizationSlug: organization.slug } };
  }

  listByEvent(eventId: string, db: Db = this.prisma) {
    return db.player.findMany({ where: { eventId }, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] });
  }

  existingExternalIds(eventId: string, externalIds: string[], db: Db = this.prisma) {
    return db.player.findMany({ where: { eventId, externalId: { in: externalIds } }, select: { externalId: true, name: true } });
  }

  create(db: Db, data: Prisma.PlayerUncheckedCreateInput) {
    return db.player.create({ data });
  }

  createMany(db: Db, eventId: string, players: Omit<Prisma.PlayerCreateManyInput, 'eventId'>[]) {
    return db.player.createManyAndReturn({ data: players.map((player) => ({ ...player, eventId })) });
  }

  update(db: Db, id: string, data: Prisma.PlayerUncheckedUpdateInput) {
    return db.player.update({ where: { id }, data });
  }

  remove(db: Db, id: string) {
    return db.player.delete({ where: { id } });
  }

  /** The highest round number paired so far (0 before round 1). */
  async lastRoundNumber(eventId: string, db: Db = this.prisma): Promise<number> {
    const { _max } = await db.round.aggregate({ where: { eventId }, _max: { number: true } });
    return _max.number ?? 0;
  }

  /** The event's status and late-entry policy (the organizer's, not an MTR rule). */
  lateEntryPolicy(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({ where: { id: eventId }, select: { status: true, lateEntryPolicy: true, lateEntryLastRound: true } });
  }

  /** The event's waitlist, first in line first, with each person's name. */
  async waitlist(eventId: string, db: Db = this.prisma) {
    return db.waitlistEntry.findMany({
      where: { eventId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { person: { select: { name: true, nameReading: true } } },
    });
  }

  findWaitlistEntry(eventId: string, personId: string, db: Db = this.prisma) {
    return db.waitlistEntry.findUnique({ where: { eventId_personId: { eventId, personId } } });
  }

  removeWaitlistEntry(db: Db, id: string) {
    return db.waitlistEntry.delete({ where: { id } });
  }

  /** The event's capacity (null: no limit) and how many registrations hold a place (those not dropped). */
  async places(eventId: string, db: Db = this.prisma) {
    const [event, taken] = await Promise.all([
      db.event.findUnique({ where: { id: eventId }, select: { capacity: true } }),
      db.player.count({ where: { eventId, droppedAt: null } }),
    ]);
    return { capacity: event?.capacity ?? null, taken };
  }

  /** What registering in the event needs to know of it: its organization (the directory) and its game (the kind of player ID). */
  registrationContext(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({ where: { id: eventId }, select: { organizationId: true, ruleProfile: true } });
  }

  /** The event's registrations of these people. */
  registrationsOf(eventId: string, personIds: string[], db: Db = this.prisma) {
    return db.player.findMany({ where: { eventId, personId: { in: personIds } }, select: { id: true, personId: true, name: true } });
  }

  /** True once a playoff or a later phase exists that this player is not part of. */
  async leftBehindByCut(playerId: string, eventId: string, db: Db = this.prisma): Promise<boolean> {
    const latest = await db.phase.findFirst({
      where: { eventId },
      orderBy: { number: 'desc' },
      include: { entries: { where: { playerId } } },
    });
    return !!latest && latest.number > 1 && latest.entries.length === 0;
  }
}

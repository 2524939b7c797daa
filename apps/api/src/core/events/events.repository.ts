import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma, StaffRole } from '../../generated/prisma/client';
import { unusedEventCode } from './event-codes';

const withPlayerCount = { _count: { select: { players: true } } } as const;

type WithCount<T> = T & { _count: { players: number } };
const flatten = <T>({ _count, ...event }: WithCount<T>) => ({ ...(event as T), playerCount: _count.players });

@Injectable()
export class EventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every event for organizers; otherwise the events this user is staff of, or whose organization they hold a role in. */
  async list(filter: { staffUserId?: string }) {
    const userId = filter.staffUserId;
    const events = await this.prisma.event.findMany({
      where: userId ? { OR: [{ staff: { some: { userId } } }, { organization: { members: { some: { userId } } } }] } : {},
      include: withPlayerCount,
      orderBy: [{ startsAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
    });
    return events.map(flatten);
  }

  async findById(id: string, db: Db = this.prisma) {
    const event = await db.event.findUnique({ where: { id }, include: withPlayerCount });
    return event && flatten(event);
  }

  async hasPlayoff(db: Db, eventId: string): Promise<boolean> {
    return (await db.phase.count({ where: { eventId, kind: 'SINGLE_ELIMINATION' } })) > 0;
  }

  async hasRounds(db: Db, eventId: string): Promise<boolean> {
    return (await db.round.count({ where: { eventId } })) > 0;
  }

  /** The seats the event's team members hold, and whether it has teams (a new team format must keep them). */
  async teamSeatsInUse(db: Db, eventId: string): Promise<{ teams: number; seats: string[] }> {
    const [teams, seats] = await Promise.all([
      db.team.count({ where: { eventId } }),
      db.player.findMany({ where: { eventId, teamId: { not: null } }, distinct: ['teamSeat'], select: { teamSeat: true } }),
    ]);
    return { teams, seats: seats.flatMap((row) => (row.teamSeat ? [row.teamSeat] : [])) };
  }

  findByName(name: string) {
    return this.prisma.event.findFirst({ where: { name } });
  }

  /** A new event, in the server's first organization unless another is given (the demo's seed). */
  async create(db: Db, data: Omit<Prisma.EventUncheckedCreateInput, 'shortCode' | 'organizationId'> & { organizationId?: string }) {
    const organizationId = data.organizationId ?? (await db.organization.findFirstOrThrow({ orderBy: { createdAt: 'asc' } })).id;
    return db.event.create({ data: { ...data, organizationId, shortCode: await unusedEventCode(db) } });
  }

  findByShortCode(shortCode: string) {
    return this.prisma.event.findUnique({ where: { shortCode }, select: { id: true } });
  }

  update(db: Db, id: string, data: Prisma.EventUncheckedUpdateInput) {
    return db.event.update({ where: { id }, data });
  }

  staff(eventId: string) {
    return this.prisma.eventStaff.findMany({
      where: { eventId },
      include: { user: { select: { name: true, email: true } } },
      orderBy: [{ role: 'asc' }],
    });
  }

  addStaff(db: Db, eventId: string, userId: string, role: StaffRole) {
    return db.eventStaff.createMany({ data: [{ eventId, userId, role }], skipDuplicates: true });
  }

  removeStaff(db: Db, eventId: string, userId: string, role: StaffRole) {
    return db.eventStaff.deleteMany({ where: { eventId, userId, role } });
  }

  /** Awarded byes of the registered, not dropped players (for the recommended structure). */
  activeAwardedByes(eventId: string) {
    return this.prisma.player.findMany({ where: { eventId, droppedAt: null, disqualified: false }, select: { awardedByes: true } });
  }
}

import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';

const withConvention = { convention: { select: { organizationId: true, name: true } } } as const satisfies Prisma.OnDemandQueueInclude;
const withPods = {
  pods: { include: { event: { select: { name: true, status: true } } }, orderBy: { number: 'desc' } },
  _count: { select: { entries: true } },
} as const satisfies Prisma.OnDemandQueueInclude;

export type OnDemandQueueRow = Prisma.OnDemandQueueGetPayload<{ include: typeof withConvention }>;
export type OnDemandQueueWithPods = Prisma.OnDemandQueueGetPayload<{ include: typeof withPods }>;
export type OnDemandEntryRow = Prisma.OnDemandEntryGetPayload<object>;
export type OnDemandQueueFields = Omit<Prisma.OnDemandQueueUncheckedCreateInput, 'id' | 'createdAt' | 'closedAt'>;

/** A running pod of a person: the event, and their latest match's round and hall table. */
export interface PersonPodSeat {
  queueId: string;
  eventId: string;
  eventName: string;
  roundNumber: number | null;
  hallTable: string | null;
}

/** On-demand queues, the people waiting in them and the pods they fired: the only code touching these rows. */
@Injectable()
export class OnDemandRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(id: string, db: Db = this.prisma): Promise<OnDemandQueueRow | null> {
    return db.onDemandQueue.findUnique({ where: { id }, include: withConvention });
  }

  /**
   * Locks the queue's row until the change ends: sign-ups for its last place take turns, so one
   * pod fires once with everyone who took a place. Taken first in its change (the pod's event is
   * made after it, and no other change can hold that new event).
   */
  async lock(db: Db, id: string): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "OnDemandQueue" WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  ofConvention(conventionId: string, db: Db = this.prisma): Promise<OnDemandQueueWithPods[]> {
    return db.onDemandQueue.findMany({ where: { conventionId }, include: withPods, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  findWithPods(id: string, db: Db): Promise<OnDemandQueueWithPods | null> {
    return db.onDemandQueue.findUnique({ where: { id }, include: withPods });
  }

  /** The organization's open queues, and the closed ones that fired a pod the person still plays in. */
  forPerson(organizationId: string, personId: string): Promise<OnDemandQueueRow[]> {
    return this.prisma.onDemandQueue.findMany({
      where: {
        convention: { organizationId },
        OR: [{ closedAt: null }, { pods: { some: { event: { status: { not: 'FINISHED' }, players: { some: { personId } } } } } }],
      },
      include: withConvention,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  async create(db: Db, fields: OnDemandQueueFields): Promise<OnDemandQueueWithPods> {
    const created = await db.onDemandQueue.create({ data: fields });
    return (await this.findWithPods(created.id, db))!;
  }

  async close(db: Db, id: string): Promise<void> {
    await db.onDemandQueue.update({ where: { id }, data: { closedAt: new Date() } });
  }

  /** Who waits, in the order they signed up. */
  entries(db: Db, queueId: string): Promise<OnDemandEntryRow[]> {
    return db.onDemandEntry.findMany({ where: { queueId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  addEntry(db: Db, queueId: string, personId: string): Promise<OnDemandEntryRow> {
    return db.onDemandEntry.create({ data: { queueId, personId } });
  }

  async removeEntries(db: Db, ids: readonly string[]): Promise<void> {
    await db.onDemandEntry.deleteMany({ where: { id: { in: [...ids] } } });
  }

  /** Waiting counts and the person's place (1 first) in each queue. */
  async placesOf(
    queueIds: readonly string[],
    personId: string,
    db: Db = this.prisma,
  ): Promise<{ waiting: Map<string, number>; positions: Map<string, number> }> {
    const entries = await db.onDemandEntry.findMany({
      where: { queueId: { in: [...queueIds] } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { queueId: true, personId: true },
    });
    const waiting = new Map<string, number>();
    const positions = new Map<string, number>();
    for (const entry of entries) {
      const place = (waiting.get(entry.queueId) ?? 0) + 1;
      waiting.set(entry.queueId, place);
      if (entry.personId === personId) positions.set(entry.queueId, place);
    }
    return { waiting, positions };
  }

  async podCount(db: Db, queueId: string): Promise<number> {
    return db.onDemandPod.count({ where: { queueId } });
  }

  async createPod(db: Db, queueId: string, eventId: string, number: number): Promise<void> {
    await db.onDemandPod.create({ data: { queueId, eventId, number } });
  }

  /** The person's running pods of these queues (the newest of each), with their latest match's round and hall table. */
  async seatsOf(queueIds: readonly string[], personId: string, db: Db = this.prisma): Promise<Map<string, PersonPodSeat>> {
    const pods = await db.onDemandPod.findMany({
      where: { queueId: { in: [...queueIds] }, event: { status: { not: 'FINISHED' }, players: { some: { personId } } } },
      orderBy: { number: 'desc' },
      select: {
        queueId: true,
        eventId: true,
        event: {
          select: {
            name: true,
            players: {
              where: { personId },
              select: { id: true },
            },
          },
        },
      },
    });
    const seats = new Map<string, PersonPodSeat>();
    for (const pod of pods) {
      if (seats.has(pod.queueId)) continue;
      const playerIds = pod.event.players.map((player) => player.id);
      const match = await db.match.findFirst({
        where: { round: { eventId: pod.eventId }, OR: [{ player1Id: { in: playerIds } }, { player2Id: { in: playerIds } }] },
        orderBy: { round: { number: 'desc' } },
        select: { player2Id: true, round: { select: { number: true } }, hallSeat: { select: { label: true } } },
      });
      seats.set(pod.queueId, {
        queueId: pod.queueId,
        eventId: pod.eventId,
        eventName: pod.event.name,
        roundNumber: match?.round.number ?? null,
        hallTable: match?.player2Id ? (match.hallSeat?.label ?? null) : null,
      });
    }
    return seats;
  }
}

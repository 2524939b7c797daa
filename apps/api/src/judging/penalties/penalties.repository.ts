import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Change, Db } from '../../platform/database';
import type { PenaltyStatus, Prisma } from '../../generated/prisma/client';

// A team event's penalty is still the player's; their team and seat are shown with it.
const withPlayer = { player: { select: { name: true, teamSeat: true, team: { select: { name: true } } } } } as const;

export type PenaltyWithPlayer = Prisma.PenaltyGetPayload<{ include: typeof withPlayer }>;

@Injectable()
export class PenaltiesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string, db: Db = this.prisma): Promise<PenaltyWithPlayer | null> {
    return db.penalty.findUnique({ where: { id }, include: withPlayer });
  }

  /** Locks the penalty row until the change ends, so two decisions on it never interleave, and reads it. */
  async lock(change: Change, id: string) {
    return (await change.lockPenalty(id)) ? this.findById(id, change.tx) : null;
  }

  list(filter: { eventId: string; playerId?: string; statuses?: PenaltyStatus[] }, db: Db = this.prisma) {
    return db.penalty.findMany({
      where: {
        eventId: filter.eventId,
        ...(filter.playerId ? { playerId: filter.playerId } : {}),
        ...(filter.statuses ? { status: { in: filter.statuses } } : {}),
      },
      include: withPlayer,
      orderBy: { createdAt: 'asc' },
    });
  }

  /** Penalties of any events: of some registrations (a person's), or logged in some events between two times; oldest first. */
  across(filter: { playerIds?: string[]; eventIds?: string[]; from?: Date; to?: Date }) {
    return this.prisma.penalty.findMany({
      where: {
        ...(filter.playerIds ? { playerId: { in: filter.playerIds } } : {}),
        ...(filter.eventIds ? { eventId: { in: filter.eventIds } } : {}),
        createdAt: { gte: filter.from, lt: filter.to },
      },
      include: withPlayer,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** What staff see beside each penalty: its table, and whether an appeal of it waits for the head judge. */
  atTables(ids: string[]) {
    return this.prisma.penalty.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        judgeId: true,
        match: { select: { table: true } },
        appeals: { where: { status: 'PENDING' }, select: { id: true } },
      },
    });
  }

  staffNames(ids: string[]) {
    return this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }

  create(db: Db, data: Prisma.PenaltyUncheckedCreateInput) {
    return db.penalty.create({ data, include: withPlayer });
  }

  update(db: Db, id: string, data: Prisma.PenaltyUncheckedUpdateInput) {
    return db.penalty.update({ where: { id }, data, include: withPlayer });
  }

  /**
   * Applied penalties whose effect waits for the player's next match, locked (a revoke waits, or
   * wins: they are read again once locked).
   */
  async pendingNextMatch(change: Change, eventId: string) {
    const pending = { eventId, status: 'APPLIED', effect: { path: ['pending'], equals: true } } satisfies Prisma.PenaltyWhereInput;
    const ids = (await change.tx.penalty.findMany({ where: pending, select: { id: true } })).map((row) => row.id);
    if (!ids.length) return [];
    for (const id of ids) await change.lockPenalty(id);
    return change.tx.penalty.findMany({ where: { ...pending, id: { in: ids } }, orderBy: { createdAt: 'asc' } });
  }

  /**
   * Applied penalties whose drop waits for the round's end (IPG 3.1: not seated 10 minutes in, not
   * reported since), locked like `pendingNextMatch`.
   */
  async pendingDrops(change: Change, eventId: string) {
    const waiting = { eventId, status: 'APPLIED', effect: { path: ['dropPending'], equals: true } } satisfies Prisma.PenaltyWhereInput;
    const ids = (await change.tx.penalty.findMany({ where: waiting, select: { id: true } })).map((row) => row.id);
    if (!ids.length) return [];
    for (const id of ids) await change.lockPenalty(id);
    return change.tx.penalty.findMany({ where: { ...waiting, id: { in: ids } }, orderBy: { createdAt: 'asc' } });
  }

  /** The penalties logged as one ruling (one act penalising both players), in the order logged. */
  ofRuling(ruling: string, db: Db = this.prisma) {
    return db.penalty.findMany({ where: { ruling }, include: withPlayer, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  event(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({
      where: { id: eventId },
      select: { id: true, name: true, ruleProfile: true, enforcementLevel: true, bestOf: true, status: true },
    });
  }

  player(id: string, db: Db = this.prisma) {
    return db.player.findUnique({ where: { id } });
  }

  /**
   * What the extra turns of these matches at time depend on: the round's clock, the match's
   * extension, the event's profile, and when each applied penalty for `infraction` in the match was logged.
   */
  clocksOf(matchIds: string[], infraction: string, db: Db = this.prisma) {
    return db.match.findMany({
      where: { id: { in: matchIds } },
      select: {
        id: true,
        extensionMinutes: true,
        round: { select: { endsAt: true, pausedAt: true, event: { select: { ruleProfile: true, teamFormat: true } } } },
        penalties: { where: { infraction, status: 'APPLIED' }, select: { createdAt: true } },
      },
    });
  }

  /**
   * The day of the event each round so far is played on (its phase's day: a top cut the same day
   * as the Swiss is that day) and today (the latest phase's day), to leave earlier days' Warnings out.
   */
  async days(eventId: string, db: Db = this.prisma): Promise<{ ofRound: Map<number, number>; today: number }> {
    const [rounds, latest] = await Promise.all([
      db.round.findMany({ where: { eventId }, select: { number: true, phase: { select: { day: true } } } }),
      db.phase.findFirst({ where: { eventId }, orderBy: { number: 'desc' }, select: { day: true } }),
    ]);
    return { ofRound: new Map(rounds.map((round) => [round.number, round.phase.day])), today: latest?.day ?? 1 };
  }
}

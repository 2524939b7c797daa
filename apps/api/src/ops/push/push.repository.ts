import { Injectable } from '@nestjs/common';
import { PrismaService, SqlPool, SqlStatement } from '../../platform/database';

export interface StoredPushSubscription {
  playerId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/** Phones (endpoints) one player keeps: a new one beyond them replaces their oldest. */
export const MAX_PHONES_PER_PLAYER = 5;

@Injectable()
export class PushRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlPool,
  ) {}

  /**
   * One row per endpoint: registering a phone again (or as another player) replaces what it held.
   * A player keeps their MAX_PHONES_PER_PLAYER newest; registering one more removes their oldest
   * (a new phone or browser works; the oldest endpoint is the one most likely abandoned).
   */
  async save(subscription: StoredPushSubscription) {
    const { endpoint, ...rest } = subscription;
    await this.prisma.$transaction(async (tx) => {
      // One registration of a player at a time, so the count holds under concurrent ones.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('push-subscriptions'), hashtext(${subscription.playerId}))`;
      await tx.pushSubscription.upsert({ where: { endpoint }, create: subscription, update: { ...rest, createdAt: new Date() } });
      const kept = await tx.pushSubscription.findMany({
        where: { playerId: subscription.playerId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: MAX_PHONES_PER_PLAYER,
        select: { id: true },
      });
      await tx.pushSubscription.deleteMany({ where: { playerId: subscription.playerId, id: { notIn: kept.map((row) => row.id) } } });
    });
  }

  /** Removes the player's own subscription at that endpoint; returns whether there was one. */
  async removeOf(playerId: string, endpoint: string): Promise<boolean> {
    return (await this.prisma.pushSubscription.deleteMany({ where: { playerId, endpoint } })).count > 0;
  }

  /** The push service said the subscription is gone (404/410). */
  async remove(endpoint: string): Promise<void> {
    await this.prisma.pushSubscription.deleteMany({ where: { endpoint } });
  }

  subscriptionsOf(playerIds: readonly string[]): Promise<StoredPushSubscription[]> {
    if (!playerIds.length) return Promise.resolve([]);
    return this.prisma.pushSubscription.findMany({
      where: { playerId: { in: [...playerIds] } },
      // Newest first: the send keeps each player's first MAX_PHONES_PER_PLAYER.
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { playerId: true, endpoint: true, p256dh: true, auth: true, language: true },
    });
  }

  /** A round players can see (published), with each match's table and players' names; null while it is a draft. */
  publishedRound(eventId: string, number: number) {
    return this.prisma.round.findFirst({
      where: { eventId, number, publishedAt: { not: null } },
      select: {
        id: true,
        number: true,
        phase: { select: { kind: true } },
        matches: {
          select: {
            table: true,
            player1Id: true,
            player2Id: true,
            player1: { select: { name: true } },
            player2: { select: { name: true } },
          },
        },
      },
    });
  }

  /**
   * A match waiting for a confirmation: its latest report, and the push subscriptions of the player
   * who is to confirm it (the reporter's opponent). One prepared statement: every report of a round
   * end comes here, and without subscriptions it finds no row.
   */
  toConfirm(matchId: string) {
    return this.sql.query<{ table: number; reportId: string } & StoredPushSubscription>(TO_CONFIRM, [matchId]);
  }

  /** Whether any player of the event has a phone registered: most events have none, and pairings need no more reading then. */
  async eventHasSubscriptions(eventId: string): Promise<boolean> {
    return (await this.sql.query(EVENT_HAS_SUBSCRIPTIONS, [eventId])).length > 0;
  }

  /**
   * Judge calls of the event a judge answered (taken or closed) since `since`, made by one of
   * `playerIds` or on `matchId`, with the players of the call's match and who took it.
   */
  async answeredCalls(eventId: string, playerIds: readonly string[], matchId: string | null, since: Date) {
    const calls = await this.prisma.judgeCall.findMany({
      where: {
        eventId,
        OR: [{ playerId: { in: [...playerIds] } }, ...(matchId ? [{ matchId }] : [])],
        AND: [
          {
            OR: [
              { status: 'TAKEN', takenAt: { gte: since } },
              { status: 'CLOSED', closedAt: { gte: since } },
            ],
          },
        ],
      },
      select: { id: true, playerId: true, matchId: true, table: true, status: true, takenById: true },
    });
    const matchIds = [...new Set(calls.flatMap((call) => call.matchId ?? []))];
    const takers = [...new Set(calls.flatMap((call) => call.takenById ?? []))];
    const [matches, staff] = await Promise.all([
      matchIds.length
        ? this.prisma.match.findMany({ where: { id: { in: matchIds } }, select: { id: true, player1Id: true, player2Id: true } })
        : [],
      takers.length ? this.prisma.user.findMany({ where: { id: { in: takers } }, select: { id: true, name: true } }) : [],
    ]);
    const playersOf = new Map(matches.map((match) => [match.id, [match.player1Id, ...(match.player2Id ? [match.player2Id] : [])]]));
    const names = new Map(staff.map((user) => [user.id, user.name]));
    return calls.map((call) => ({
      ...call,
      players: (call.matchId && playersOf.get(call.matchId)) || [call.playerId],
      takenByName: call.takenById ? (names.get(call.takenById) ?? null) : null,
    }));
  }
}

const TO_CONFIRM: SqlStatement = {
  name: 'push-to-confirm',
  text: `SELECT m."table", latest.id::text AS "reportId", s."playerId"::text AS "playerId", s.endpoint, s.p256dh, s.auth, s.language
         FROM "Match" m
         JOIN LATERAL (SELECT r.id, r."playerId" FROM "ResultReport" r WHERE r."matchId" = m.id ORDER BY r."createdAt" DESC LIMIT 1) latest ON true
         JOIN "PushSubscription" s ON s."playerId" = CASE WHEN latest."playerId" = m."player1Id" THEN m."player2Id" ELSE m."player1Id" END
         WHERE m.id = $1::uuid AND m.status = 'REPORTED' AND m."player2Id" IS NOT NULL`,
};

const EVENT_HAS_SUBSCRIPTIONS: SqlStatement = {
  name: 'push-event-has-subscriptions',
  text: `SELECT 1 FROM "PushSubscription" s JOIN "Player" p ON p.id = s."playerId" WHERE p."eventId" = $1::uuid LIMIT 1`,
};

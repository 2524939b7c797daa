import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

export interface StoredPushSubscription {
  playerId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

@Injectable()
export class PushRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** One row per endpoint: registering a phone again (or as another player) replaces what it held. */
  save(subscription: StoredPushSubscription) {
    const { endpoint, ...rest } = subscription;
    return this.prisma.pushSubscription.upsert({ where: { endpoint }, create: subscription, update: { ...rest, createdAt: new Date() } });
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
        matches: { select: { table: true, player1Id: true, player2Id: true, player1: { select: { name: true } }, player2: { select: { name: true } } } },
      },
    });
  }

  /** A match and its latest report, to tell the opponent of the reporter there is a result to confirm. */
  matchWithLatestReport(matchId: string) {
    return this.prisma.match.findUnique({
      where: { id: matchId },
      select: { id: true, table: true, status: true, player1Id: true, player2Id: true, reports: { select: { id: true, playerId: true }, orderBy: { createdAt: 'desc' }, take: 1 } },
    });
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
        AND: [{ OR: [{ status: 'TAKEN', takenAt: { gte: since } }, { status: 'CLOSED', closedAt: { gte: since } }] }],
      },
      select: { id: true, playerId: true, matchId: true, table: true, status: true, takenById: true },
    });
    const matchIds = [...new Set(calls.flatMap((call) => call.matchId ?? []))];
    const takers = [...new Set(calls.flatMap((call) => call.takenById ?? []))];
    const [matches, staff] = await Promise.all([
      matchIds.length ? this.prisma.match.findMany({ where: { id: { in: matchIds } }, select: { id: true, player1Id: true, player2Id: true } }) : [],
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

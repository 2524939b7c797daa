import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

const webhookFields = {
  id: true,
  organizationId: true,
  eventId: true,
  url: true,
  format: true,
  kinds: true,
  enabled: true,
  createdAt: true,
} as const;
export type WebhookRow = Prisma.WebhookGetPayload<{ select: typeof webhookFields }>;

const deliveryFields = {
  id: true,
  webhookId: true,
  kind: true,
  eventId: true,
  attempts: true,
  lastStatus: true,
  lastError: true,
  nextAttemptAt: true,
  deliveredAt: true,
  createdAt: true,
} as const;
export type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof deliveryFields }>;

/** A delivery to queue: its message is made already. */
export interface QueuedDelivery {
  id: string;
  webhookId: string;
  kind: string;
  eventId: string | null;
  dedupeKey: string;
  body: string;
}

/** A delivery due to be sent, with where to and the secret it is signed with. */
export interface DueDelivery {
  id: string;
  kind: string;
  body: string;
  attempts: number;
  webhook: { url: string; secret: string; enabled: boolean };
}

/** An organization's webhooks and their outbox; reads of the event's rounds for what a message says (as push reads them). */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly prisma: PrismaService) {}

  eventOrganization(eventId: string) {
    return this.prisma.event.findUnique({ where: { id: eventId }, select: { organizationId: true } });
  }

  webhookOrganization(id: string) {
    return this.prisma.webhook.findUnique({ where: { id }, select: { organizationId: true } });
  }

  create(tx: Db, data: Prisma.WebhookUncheckedCreateInput): Promise<WebhookRow> {
    return tx.webhook.create({ data, select: webhookFields });
  }

  setEnabled(tx: Db, id: string, enabled: boolean): Promise<WebhookRow> {
    return tx.webhook.update({ where: { id }, data: { enabled }, select: webhookFields });
  }

  /** Deletes it with its deliveries; what it was, or null. */
  async remove(tx: Db, id: string): Promise<WebhookRow | null> {
    const row = await tx.webhook.findUnique({ where: { id }, select: webhookFields });
    if (row) await tx.webhook.delete({ where: { id } });
    return row;
  }

  webhooksOf(organizationId: string): Promise<WebhookRow[]> {
    return this.prisma.webhook.findMany({
      where: { organizationId },
      select: webhookFields,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
  }

  /** One webhook with its event's facts for a test message. */
  webhookForTest(tx: Db, id: string) {
    return tx.webhook.findUnique({
      where: { id },
      select: { ...webhookFields, event: { select: { id: true, name: true, shortCode: true, locale: true, publicPage: true } } },
    });
  }

  /** The organization's latest deliveries, newest first. */
  deliveriesOf(organizationId: string, take: number): Promise<DeliveryRow[]> {
    return this.prisma.webhookDelivery.findMany({
      where: { webhook: { organizationId } },
      select: deliveryFields,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take,
    });
  }

  /** The event, with its organization's enabled webhooks that want its news (its own and the organization's). */
  eventWithWebhooks(tx: Db, eventId: string) {
    return tx.event.findUnique({
      where: { id: eventId },
      select: {
        id: true,
        name: true,
        shortCode: true,
        locale: true,
        publicPage: true,
        status: true,
        standingsPublished: true,
        organization: {
          select: {
            webhooks: {
              where: { enabled: true, OR: [{ eventId: null }, { eventId }] },
              select: { id: true, format: true, kinds: true },
            },
          },
        },
        decklistSettings: { select: { publishedTop: true, publishedAt: true } },
      },
    });
  }

  /** A round players can see, with its phase, its table count (byes left out) and whether it opens its phase. */
  async publishedRound(tx: Db, eventId: string, number: number) {
    const round = await tx.round.findFirst({
      where: { eventId, number, publishedAt: { not: null } },
      select: { id: true, number: true, phaseId: true, phase: { select: { kind: true } } },
    });
    if (!round) return null;
    const [tables, first] = await Promise.all([
      tx.match.count({ where: { roundId: round.id, player2Id: { not: null } } }),
      tx.round.findFirst({ where: { phaseId: round.phaseId }, orderBy: { number: 'asc' }, select: { id: true } }),
    ]);
    return { ...round, tables, opensPhase: first?.id === round.id };
  }

  /** The players of a phase, by seed. */
  async phasePlayers(tx: Db, phaseId: string): Promise<string[]> {
    const entries = await tx.phaseEntry.findMany({
      where: { phaseId },
      select: { player: { select: { name: true } } },
      orderBy: [{ seed: 'asc' }, { playerId: 'asc' }],
    });
    return entries.map((entry) => entry.player.name);
  }

  /** The number of the latest round whose every match is final (what standings are after). */
  async lastCompleteRound(tx: Db, eventId: string): Promise<number | null> {
    const round = await tx.round.findFirst({
      where: { eventId, matches: { every: { status: 'FINAL' } } },
      orderBy: { number: 'desc' },
      select: { number: true },
    });
    return round?.number ?? null;
  }

  /** Queued in the caller's change; a message already queued for the same webhook and key is not queued again. */
  async enqueue(tx: Db, deliveries: QueuedDelivery[]): Promise<number> {
    if (!deliveries.length) return 0;
    return (await tx.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true })).count;
  }

  /** Deliveries whose next attempt is due, oldest first. */
  due(now: Date, take: number): Promise<DueDelivery[]> {
    return this.prisma.webhookDelivery.findMany({
      where: { nextAttemptAt: { lte: now } },
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      take,
      select: { id: true, kind: true, body: true, attempts: true, webhook: { select: { url: true, secret: true, enabled: true } } },
    });
  }

  /** What an attempt came to: delivered (deliveredAt), retried (nextAttemptAt) or given up (neither). */
  async attempted(
    id: string,
    outcome: {
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      nextAttemptAt: Date | null;
      deliveredAt: Date | null;
    },
  ): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({ where: { id }, data: outcome });
  }
}

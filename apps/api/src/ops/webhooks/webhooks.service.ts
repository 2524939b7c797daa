import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { StandingsService } from '../../core/standings';
import { EventAccessService } from '../../platform/access';
import type { EventUpdate, Viewer } from '../../platform/common';
import { Change, UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { WebhookNews } from '../../platform/i18n';
import { pushServiceHost } from '../push';
import { ServerInfoService } from '../server-info';
import { messageBody, NewsEvent, type WebhookFormat } from './webhook-messages';
import { WebhookSender } from './webhook-sender';
import { QueuedDelivery, WebhooksRepository } from './webhooks.repository';

/** The updates that can carry news for a webhook: pairings (and finishing), standings, decklists. */
const NEWS_UPDATES: ReadonlySet<EventUpdate['kind']> = new Set(['PAIRINGS_POSTED', 'STANDINGS_PUBLISHED', 'DECKLISTS_CHANGED']);

export interface WebhookInput {
  organizationId: string;
  eventId?: string | null;
  url: string;
  format: string;
  kinds: string[];
}

/** A piece of news and what makes it the same news again (sent once per webhook). */
type News = { key: string; news: Exclude<WebhookNews, { kind: 'TEST' }> };
type TargetEvent = NonNullable<Awaited<ReturnType<WebhooksRepository['eventWithWebhooks']>>>;

/**
 * An organization's webhooks: organizers add, list, test and remove them; every change whose
 * updates carry news for them queues their deliveries in its own transaction (the unit of work's
 * committing listeners), and WebhookSender sends them after the commit.
 */
@Injectable()
export class WebhooksService implements OnModuleInit {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly sender: WebhookSender,
    private readonly serverInfo: ServerInfoService,
    private readonly standings: StandingsService,
  ) {}

  onModuleInit() {
    this.uow.onCommitting((change, updates) => this.queueNews(change, updates));
  }

  /** A new webhook; its signing secret is in the answer only. */
  async add(viewer: Viewer, input: WebhookInput) {
    await this.access.requireInOrganization(viewer, input.organizationId, 'webhooks.manage');
    // The address's length, the format and the kinds' names are bounded at the edge (input-bounds.ts).
    const url = input.url.trim();
    if (!pushServiceHost(url)) throw new AppError('WEBHOOK_URL_REFUSED');
    const kinds = [...new Set(input.kinds)];
    if (!kinds.length) throw invalidInput('kinds', 'required');
    if (input.eventId && (await this.webhooks.eventOrganization(input.eventId))?.organizationId !== input.organizationId)
      throw new AppError('NOT_FOUND', { entity: 'event' });
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const webhook = await this.uow.run(viewer, async (change) => {
      const row = await this.webhooks.create(change.tx, {
        organizationId: input.organizationId,
        eventId: input.eventId ?? null,
        url,
        format: input.format,
        kinds,
        secret,
      });
      // The address's path is a Discord webhook's own secret: the audit keeps its host.
      await change.audit({
        eventId: row.eventId,
        action: 'webhook.add',
        entityType: 'Webhook',
        entityId: row.id,
        after: { host: new URL(url).host, format: row.format, kinds: row.kinds },
      });
      return row;
    });
    return { secret, webhook };
  }

  async list(viewer: Viewer, organizationId: string) {
    await this.access.requireInOrganization(viewer, organizationId, 'webhooks.manage');
    return this.webhooks.webhooksOf(organizationId);
  }

  /** Removes a webhook and its deliveries; true if there was one. */
  async remove(viewer: Viewer, id: string): Promise<boolean> {
    const owner = await this.webhooks.webhookOrganization(id);
    if (!owner) throw new AppError('NOT_FOUND', { entity: 'webhook' });
    await this.access.requireInOrganization(viewer, owner.organizationId, 'webhooks.manage');
    return this.uow.run(viewer, async (change) => {
      const row = await this.webhooks.remove(change.tx, id);
      if (row)
        await change.audit({
          eventId: row.eventId,
          action: 'webhook.remove',
          entityType: 'Webhook',
          entityId: id,
          before: { host: new URL(row.url).host, format: row.format, kinds: row.kinds },
        });
      return row !== null;
    });
  }

  /** Pauses or resumes a webhook: while paused, nothing is queued for it and what is queued is given up. */
  async setEnabled(viewer: Viewer, id: string, enabled: boolean) {
    const owner = await this.webhooks.webhookOrganization(id);
    if (!owner) throw new AppError('NOT_FOUND', { entity: 'webhook' });
    await this.access.requireInOrganization(viewer, owner.organizationId, 'webhooks.manage');
    return this.uow.run(viewer, async (change) => {
      const row = await this.webhooks.setEnabled(change.tx, id, enabled);
      await change.audit({
        eventId: row.eventId,
        action: enabled ? 'webhook.enable' : 'webhook.disable',
        entityType: 'Webhook',
        entityId: id,
        after: { enabled },
      });
      return row;
    });
  }

  /** Queues a test message to the webhook (in its event's language, if it has one) and sends it. */
  async test(viewer: Viewer, id: string): Promise<boolean> {
    const owner = await this.webhooks.webhookOrganization(id);
    if (!owner) throw new AppError('NOT_FOUND', { entity: 'webhook' });
    await this.access.requireInOrganization(viewer, owner.organizationId, 'webhooks.manage');
    await this.uow.run(viewer, async (change) => {
      const webhook = await this.webhooks.webhookForTest(change.tx, id);
      if (!webhook) throw new AppError('NOT_FOUND', { entity: 'webhook' });
      const event = webhook.event && this.newsEvent(webhook.event);
      const deliveryId = randomUUID();
      await this.webhooks.enqueue(change.tx, [
        {
          id: deliveryId,
          webhookId: id,
          kind: 'TEST',
          eventId: null,
          dedupeKey: `test:${deliveryId}`,
          body: messageBody(webhook.format as WebhookFormat, deliveryId, event, { kind: 'TEST' }, new Date()),
        },
      ]);
      await change.audit({ eventId: webhook.eventId, action: 'webhook.test', entityType: 'Webhook', entityId: id });
    });
    this.sender.queued(null);
    return true;
  }

  async deliveries(viewer: Viewer, organizationId: string, limit: number) {
    await this.access.requireInOrganization(viewer, organizationId, 'webhooks.manage');
    return this.webhooks.deliveriesOf(organizationId, limit);
  }

  /**
   * A change's news for webhooks, queued on its transaction: a round published (and, opening a
   * top cut, the top cut), the champion when the event finishes, standings
   * published, decklists published. Only updates that can carry news are read, and only for an
   * event with webhooks; each piece of news is queued once per webhook (its key).
   */
  private async queueNews(change: Change, updates: readonly EventUpdate[]): Promise<void> {
    const byEvent = new Map<string, EventUpdate[]>();
    for (const update of updates)
      if (NEWS_UPDATES.has(update.kind) && !update.audience) byEvent.set(update.eventId, [...(byEvent.get(update.eventId) ?? []), update]);
    for (const [eventId, eventUpdates] of byEvent) {
      const event = await this.webhooks.eventWithWebhooks(change.tx, eventId);
      if (!event?.organization.webhooks.length) continue;
      const news = new Map<string, News>();
      for (const update of eventUpdates) for (const item of await this.newsOf(change, event, update)) news.set(item.key, item);
      const about = this.newsEvent(event);
      const at = new Date();
      const deliveries: QueuedDelivery[] = event.organization.webhooks.flatMap((webhook) =>
        [...news.values()]
          .filter((item) => webhook.kinds.includes(item.news.kind))
          .map((item) => {
            const id = randomUUID();
            const body = messageBody(webhook.format as WebhookFormat, id, about, item.news, at);
            return { id, webhookId: webhook.id, kind: item.news.kind, eventId, dedupeKey: item.key, body };
          }),
      );
      if (await this.webhooks.enqueue(change.tx, deliveries)) this.sender.queued(eventId);
    }
  }

  private async newsOf(change: Change, event: TargetEvent, update: EventUpdate): Promise<News[]> {
    const tx = change.tx;
    if (update.kind === 'STANDINGS_PUBLISHED') {
      if (!event.standingsPublished) return [];
      const afterRound = await this.webhooks.lastCompleteRound(tx, event.id);
      return [{ key: `standings:${afterRound ?? 0}`, news: { kind: 'STANDINGS_PUBLISHED', afterRound } }];
    }
    if (update.kind === 'DECKLISTS_CHANGED') {
      const published = event.decklistSettings;
      if (!published?.publishedTop || !published.publishedAt) return [];
      return [
        {
          key: `decklists:${published.publishedTop}:${published.publishedAt.toISOString()}`,
          news: { kind: 'DECKLISTS_PUBLISHED', top: published.publishedTop },
        },
      ];
    }
    const news: News[] = [];
    const round = update.roundNumber ? await this.webhooks.publishedRound(tx, event.id, update.roundNumber) : null;
    if (round) {
      const topCut = round.phase.kind === 'SINGLE_ELIMINATION';
      if (topCut && round.opensPhase) {
        const players = await this.webhooks.phasePlayers(tx, round.phaseId);
        news.push({ key: `top-cut:${round.phaseId}`, news: { kind: 'TOP_CUT', size: players.length, players } });
      }
      news.push({ key: `pairings:${round.id}`, news: { kind: 'PAIRINGS_POSTED', round: round.number, topCut, tables: round.tables } });
    }
    if (event.status === 'FINISHED') {
      // The bracket's winner, or the Swiss leader of an event without a top cut, or a team: the
      // first place of the final standings. Named again only if reopening the event changed it.
      const champions = await this.standings.champions(change, event.id);
      if (champions.length)
        news.push({ key: `champion:${event.id}:${champions.join('|')}`, news: { kind: 'CHAMPION', champion: champions.join(' / ') } });
    }
    return news;
  }

  /**
   * The event as messages name it: its language is the one of the place it is held (ja-JP:
   * Japanese); its public page's link when it has one and the server has an address others reach.
   */
  private newsEvent(event: { id: string; name: string; shortCode: string; locale: string | null; publicPage: boolean }): NewsEvent {
    const address = this.serverInfo.publicAddress();
    return {
      id: event.id,
      name: event.name,
      shortCode: event.shortCode,
      language: event.locale?.startsWith('ja') ? 'ja' : 'en',
      url: event.publicPage && address.source !== 'LOOPBACK' ? `${address.url}/play/e/${event.shortCode}` : null,
    };
  }
}

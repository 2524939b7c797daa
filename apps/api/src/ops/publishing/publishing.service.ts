import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { type BackupFile, BackupsService } from '../backups';
import { Publisher } from './publisher';
import { PublishingRepository } from './publishing.repository';

/** What a publish token looks like: recognisable in a config file, 256 random bits. */
const TOKEN_PREFIX = 'taikai_pub_';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A caller of the publish endpoint whose token is valid. */
export interface Publishing {
  tokenId: string;
  organizationId: string;
  ownerId: string;
}

/**
 * Publishing a venue's events to a hosted Taikai. Hosted side: an organization's publish tokens,
 * and applying a venue's push (`receive`). Venue side: the organization's link to a hosted
 * Taikai and what the publisher has pushed.
 */
@Injectable()
export class PublishingService {
  constructor(
    private readonly publishing: PublishingRepository,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly backups: BackupsService,
    private readonly publisher: Publisher,
  ) {}

  /** A new token for venues to publish into this organization; the token itself is in the answer only. */
  async createToken(viewer: Viewer, organizationId: string, name: string) {
    const staff = await this.access.requireInOrganization(viewer, organizationId, 'publishing.manage');
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const publishToken = await this.uow.run(viewer, async (change) => {
      const row = await this.publishing.createToken(change.tx, {
        organizationId,
        name: name.trim() || 'venue',
        tokenHash: hashToken(token),
        createdById: staff.userId,
      });
      await change.audit({
        eventId: null,
        action: 'publish.token.create',
        entityType: 'PublishToken',
        entityId: row.id,
        after: { name: row.name },
      });
      return row;
    });
    return { token, publishToken };
  }

  async tokens(viewer: Viewer, organizationId: string) {
    await this.access.requireInOrganization(viewer, organizationId, 'publishing.manage');
    return this.publishing.tokensOf(organizationId);
  }

  /** Revokes a token: its venue's pushes are refused from now on; the copies it published stay, read-only. */
  async revokeToken(viewer: Viewer, tokenId: string) {
    const token = await this.publishing.tokenOrganization(tokenId);
    if (!token) throw new AppError('NOT_FOUND', { entity: 'publish token' });
    await this.access.requireInOrganization(viewer, token.organizationId, 'publishing.manage');
    return this.uow.run(viewer, async (change) => {
      const row = await this.publishing.revokeToken(change.tx, tokenId);
      await change.audit({ eventId: null, action: 'publish.token.revoke', entityType: 'PublishToken', entityId: tokenId });
      return row;
    });
  }

  /** Who a bearer token publishes as, or null: checked before a byte of the push is read. */
  async authenticate(authorization: string | undefined): Promise<Publishing | null> {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!token?.startsWith(TOKEN_PREFIX)) return null;
    const row = await this.publishing.activeToken(hashToken(token));
    return row && { tokenId: row.id, organizationId: row.organizationId, ownerId: row.createdById };
  }

  /**
   * The number of the last push applied to this event, if it is at least `seq` (the push is then
   * acknowledged without reading its body); null when the push may apply. Refuses an event that
   * exists here and is not a copy this organization publishes.
   */
  async alreadyApplied(publishing: Publishing, eventId: string, seq: bigint): Promise<bigint | null> {
    const mirrored = await this.publishing.mirrored(eventId);
    if (mirrored && mirrored.token.organizationId !== publishing.organizationId) throw new AppError('PUBLISH_EVENT_TAKEN');
    return mirrored && mirrored.seq >= seq ? mirrored.seq : null;
  }

  /**
   * Applies a venue's push numbered `seq` in one transaction, under the imports' lock on the
   * event: only if `seq` is above the last applied (a repeated or older push changes nothing).
   * Audited once per applied push (`event.publish.apply`, the server's own). Returns the number
   * of the last push applied, this one or a newer one.
   */
  async receive(publishing: Publishing, eventId: string, seq: bigint, file: BackupFile): Promise<{ appliedSeq: bigint; applied: boolean }> {
    if (file.event.id !== eventId) throw new AppError('BACKUP_MALFORMED', { detail: 'another event id' });
    let appliedSeq = seq;
    const applied = await this.backups.applyPublished(
      file,
      { organizationId: publishing.organizationId, ownerId: publishing.ownerId },
      async (change, existing) => {
        const mirrored = await this.publishing.mirrored(eventId, change.tx);
        if (existing && (!mirrored || mirrored.token.organizationId !== publishing.organizationId))
          throw new AppError('PUBLISH_EVENT_TAKEN');
        if (mirrored && mirrored.seq >= seq) {
          appliedSeq = mirrored.seq;
          return false;
        }
        await this.publishing.recordApplied(change.tx, eventId, publishing.tokenId, seq);
        await this.publishing.touchToken(change.tx, publishing.tokenId);
        await change.audit({
          eventId,
          action: 'event.publish.apply',
          entityType: 'Event',
          entityId: eventId,
          after: { seq: Number(seq), tokenId: publishing.tokenId, exportedAt: file.exportedAt, rounds: file.rounds.length },
        });
        return true;
      },
    );
    return { appliedSeq, applied };
  }

  // Venue side.

  /** Links the organization's events to a hosted Taikai (every event of it publishes); the token is never given back. */
  async setLink(viewer: Viewer, organizationId: string, url: string, token: string) {
    await this.access.requireInOrganization(viewer, organizationId, 'publishing.manage');
    const origin = hostedOrigin(url);
    if (!token.trim()) throw new AppError('INVALID_INPUT', { field: 'token', reason: 'required' });
    const link = await this.uow.run(viewer, async (change) => {
      const row = await this.publishing.setLink(change.tx, organizationId, origin, token.trim());
      await change.audit({
        eventId: null,
        action: 'publish.link.set',
        entityType: 'Organization',
        entityId: organizationId,
        after: { url: origin },
      });
      return row;
    });
    await this.publisher.linked(organizationId);
    return link;
  }

  async clearLink(viewer: Viewer, organizationId: string): Promise<boolean> {
    await this.access.requireInOrganization(viewer, organizationId, 'publishing.manage');
    await this.uow.run(viewer, async (change) => {
      await this.publishing.clearLink(change.tx, organizationId);
      await change.audit({ eventId: null, action: 'publish.link.clear', entityType: 'Organization', entityId: organizationId });
    });
    await this.publisher.refreshLinks();
    return true;
  }

  /** The link and, per event of the organization, what was pushed and acknowledged, and how far behind the copy is. */
  async status(viewer: Viewer, organizationId: string, now = new Date()) {
    await this.access.requireInOrganization(viewer, organizationId, 'publishing.manage');
    const link = await this.publishing.link(organizationId);
    const events = link ? await this.publishing.eventsWithOutbox(organizationId) : [];
    return {
      link,
      events: events.map((event) => {
        const seq = Number(event.seq ?? 0);
        const ackedSeq = Number(event.ackedSeq ?? 0);
        const unexported = this.publisher.unexportedSince(event.id);
        const upToDate = seq > 0 && ackedSeq >= seq && !unexported;
        // From the oldest change the copy lacks: numbered and not applied, or seen and not exported yet.
        const behindSince = ackedSeq < seq ? event.changedAt : unexported;
        return {
          eventId: event.id,
          name: event.name,
          seq,
          ackedSeq,
          lastPublishedAt: event.ackedAt,
          upToDate,
          lagSeconds: behindSince ? Math.max(0, (now.getTime() - behindSince.getTime()) / 1000) : 0,
          lastError: event.lastError,
          lastErrorAt: event.lastErrorAt,
        };
      }),
    };
  }
}

/** The hosted Taikai's origin: http(s), no path, no credentials. */
function hostedOrigin(value: string): string {
  try {
    const url = new URL(value.trim());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      (url.pathname === '/' || url.pathname === '')
    )
      return url.origin;
  } catch {
    // refused below
  }
  throw new AppError('PUBLISH_URL_INVALID');
}

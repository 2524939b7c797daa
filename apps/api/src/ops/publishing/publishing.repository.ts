import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';

const TOKEN_FIELDS = { id: true, name: true, createdAt: true, lastUsedAt: true, revokedAt: true } as const;

/** The rows of publishing: tokens and published copies (hosted side), the link and the outbox (venue side). */
@Injectable()
export class PublishingRepository {
  constructor(private readonly prisma: PrismaService) {}

  // Hosted side.

  createToken(tx: Db, data: { organizationId: string; name: string; tokenHash: string; createdById: string }) {
    return tx.publishToken.create({ data, select: TOKEN_FIELDS });
  }

  tokensOf(organizationId: string) {
    return this.prisma.publishToken.findMany({ where: { organizationId }, orderBy: { createdAt: 'desc' }, select: TOKEN_FIELDS });
  }

  tokenOrganization(id: string) {
    return this.prisma.publishToken.findUnique({ where: { id }, select: { organizationId: true } });
  }

  revokeToken(tx: Db, id: string) {
    return tx.publishToken.update({ where: { id }, data: { revokedAt: new Date() }, select: TOKEN_FIELDS });
  }

  /** The token with this hash, unless revoked. */
  activeToken(tokenHash: string) {
    return this.prisma.publishToken.findFirst({
      where: { tokenHash, revokedAt: null },
      select: { id: true, organizationId: true, createdById: true },
    });
  }

  touchToken(tx: Db, id: string) {
    return tx.publishToken.update({ where: { id }, data: { lastUsedAt: new Date() }, select: { id: true } });
  }

  /** The published copy's last push applied and the organization of the token that pushed it. */
  mirrored(eventId: string, db: Db = this.prisma) {
    return db.mirroredEvent.findUnique({
      where: { eventId },
      select: { seq: true, tokenId: true, token: { select: { organizationId: true } } },
    });
  }

  recordApplied(tx: Db, eventId: string, tokenId: string, seq: bigint) {
    const row = { tokenId, seq, appliedAt: new Date() };
    return tx.mirroredEvent.upsert({ where: { eventId }, create: { eventId, ...row }, update: row });
  }

  // Venue side.

  link(organizationId: string) {
    return this.prisma.publishLink.findUnique({ where: { organizationId }, select: { url: true, linkedAt: true } });
  }

  setLink(tx: Db, organizationId: string, url: string, token: string) {
    const row = { url, token, linkedAt: new Date() };
    return tx.publishLink.upsert({
      where: { organizationId },
      create: { organizationId, ...row },
      update: row,
      select: { url: true, linkedAt: true },
    });
  }

  clearLink(tx: Db, organizationId: string) {
    return tx.publishLink.deleteMany({ where: { organizationId } });
  }

  async anyLink(): Promise<boolean> {
    return (await this.prisma.publishLink.count()) > 0;
  }

  /** Where the event's organization publishes to (with its secret token), or null. */
  async linkOfEvent(eventId: string) {
    const event = await this.prisma.event.findUnique({
      where: { id: eventId },
      select: { organization: { select: { publishLink: { select: { url: true, token: true } } } } },
    });
    return event?.organization.publishLink ?? null;
  }

  /** Events of linked organizations that may need a push: not finished, or not acknowledged up to their last number. */
  async eventsToCheck(): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT e.id FROM "Event" e
      JOIN "PublishLink" l ON l."organizationId" = e."organizationId"
      LEFT JOIN "PublishedEvent" p ON p."eventId" = e.id
      WHERE e.status <> 'FINISHED' OR p."eventId" IS NULL OR p.seq > p."ackedSeq"`;
    return rows.map((row) => row.id);
  }

  eventIdsOf(organizationId: string) {
    return this.prisma.event.findMany({ where: { organizationId }, select: { id: true } }).then((rows) => rows.map((row) => row.id));
  }

  outbox(tx: Db, eventId: string) {
    return tx.publishedEvent.findUnique({ where: { eventId }, select: { seq: true, digest: true, ackedSeq: true } });
  }

  /** The next number, for an export with this digest (taken in the caller's snapshot: see Publisher). */
  async bump(tx: Db, eventId: string, digest: string): Promise<bigint> {
    const changedAt = new Date();
    const row = await tx.publishedEvent.upsert({
      where: { eventId },
      create: { eventId, seq: 1, digest, changedAt },
      update: { seq: { increment: 1 }, digest, changedAt },
      select: { seq: true },
    });
    return row.seq;
  }

  /** The hosted side has applied everything up to `seq` (never lowered: pushes of several processes may cross). */
  async acknowledge(eventId: string, seq: bigint) {
    await this.prisma.$executeRaw`
      UPDATE "PublishedEvent" SET "ackedSeq" = GREATEST("ackedSeq", ${seq}), "ackedAt" = now(), "lastError" = NULL, "lastErrorAt" = NULL
      WHERE "eventId" = ${eventId}::uuid`;
  }

  /**
   * Raises the outbox's number to `seq` when it is below, and forgets its digest so the next
   * export is numbered above it; false when the outbox already reached it (another process pushed it).
   */
  async renumberAbove(eventId: string, seq: bigint): Promise<boolean> {
    const changed = await this.prisma.$executeRaw`
      UPDATE "PublishedEvent" SET seq = ${seq}, digest = NULL WHERE "eventId" = ${eventId}::uuid AND seq < ${seq}`;
    return changed > 0;
  }

  async failed(eventId: string, message: string) {
    await this.prisma.publishedEvent.updateMany({ where: { eventId }, data: { lastError: message, lastErrorAt: new Date() } });
  }

  /** The organization's events with their outbox, newest first. */
  eventsWithOutbox(organizationId: string) {
    return this.prisma.$queryRaw<
      {
        id: string;
        name: string;
        seq: bigint | null;
        ackedSeq: bigint | null;
        changedAt: Date | null;
        ackedAt: Date | null;
        lastError: string | null;
        lastErrorAt: Date | null;
      }[]
    >`
      SELECT e.id, e.name, p.seq, p."ackedSeq", p."changedAt", p."ackedAt", p."lastError", p."lastErrorAt"
      FROM "Event" e LEFT JOIN "PublishedEvent" p ON p."eventId" = e.id
      WHERE e."organizationId" = ${organizationId}::uuid
      ORDER BY e."createdAt" DESC`;
  }
}

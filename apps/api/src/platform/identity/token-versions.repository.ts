import { Injectable } from '@nestjs/common';
import { isUuid } from '../common';
import { SqlPool, SqlStatement } from '../database';
import type { Db } from '../database';

export type Subject = 'staff' | 'player';

const CURRENT_VERSION: Record<Subject, SqlStatement> = {
  staff: { name: 'staff-token-version', text: 'SELECT "tokenVersion" FROM "User" WHERE id = $1::uuid' },
  player: { name: 'player-token-version', text: 'SELECT "tokenVersion" FROM "Player" WHERE id = $1::uuid' },
};

const EVENT_PLAYER_VERSIONS: SqlStatement = {
  name: 'event-player-token-versions',
  text: 'SELECT id::text AS id, "tokenVersion" FROM "Player" WHERE "eventId" = $1::uuid',
};

// Also notes when the phone was last seen, at most once an hour (the person's list of devices shows it): not a write per request.
const LIVE_DEVICE: SqlStatement = {
  name: 'person-device-live',
  text: `WITH seen AS (
           UPDATE "PersonDevice" SET "lastSeenAt" = now()
            WHERE id = $1::uuid AND "revokedAt" IS NULL AND "lastSeenAt" < now() - interval '1 hour')
         SELECT d."personId"::text AS "personId", p."organizationId"::text AS "organizationId"
           FROM "PersonDevice" d JOIN "Person" p ON p.id = d."personId"
          WHERE d.id = $1::uuid AND d."revokedAt" IS NULL AND p."forgottenAt" IS NULL`,
};

@Injectable()
export class TokenVersionsRepository {
  constructor(private readonly sql: SqlPool) {}

  /**
   * The subject's current token version; undefined when the account or registration is gone.
   * Plain SQL: every signed-in request may need it (a round-end storm: each player's first report).
   */
  async current(kind: Subject, id: string): Promise<number | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await this.sql.query<{ tokenVersion: number }>(CURRENT_VERSION[kind], [id]);
    return rows[0]?.tokenVersion;
  }

  /** The token versions of every player of the event, by player id. */
  async ofEvent(eventId: string): Promise<Map<string, number>> {
    if (!isUuid(eventId)) return new Map();
    const rows = await this.sql.query<{ id: string; tokenVersion: number }>(EVENT_PLAYER_VERSIONS, [eventId]);
    return new Map(rows.map((row) => [row.id, row.tokenVersion]));
  }

  /** A person token's device, while it is neither revoked nor its person forgotten (a merged person's devices are deleted). */
  async device(deviceId: string): Promise<{ personId: string; organizationId: string } | undefined> {
    if (!isUuid(deviceId)) return undefined;
    const rows = await this.sql.query<{ personId: string; organizationId: string }>(LIVE_DEVICE, [deviceId]);
    return rows[0];
  }

  /** A new device for the person (a phone that signed in), to name in its person token. */
  addDevice(db: Db, personId: string, label: string | null) {
    return db.personDevice.create({ data: { personId, label }, select: { id: true } });
  }

  /** Revokes one device, or every device of a person: their person tokens stop working at once. */
  revokeDevices(db: Db, which: { deviceId: string } | { personId: string }) {
    const where = 'deviceId' in which ? { id: which.deviceId } : { personId: which.personId };
    return db.personDevice.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  async bump(db: Db, kind: Subject, id: string): Promise<void> {
    if (kind === 'staff') await db.user.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
    else await db.player.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
  }
}

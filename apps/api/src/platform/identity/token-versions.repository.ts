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

  async bump(db: Db, kind: Subject, id: string): Promise<void> {
    if (kind === 'staff') await db.user.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
    else await db.player.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
  }
}

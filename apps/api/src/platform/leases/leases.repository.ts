import { Injectable } from '@nestjs/common';
import type { Client } from 'pg';
import { SqlPool, SqlStatement } from '../database';

/** This process, as the holder row names it. */
export interface LeaseProcess {
  host: string;
  pid: number;
}

/** Who holds a lease now, and since when. */
export interface LeaseHolding extends LeaseProcess {
  name: string;
  since: Date;
}

/** A statement on the leases' connection that has not answered by then counts as the connection lost (a network that dropped silently). */
const QUERY_TIMEOUT_MS = 5000;

/** A lease's advisory lock key: one bigint per name, as the import lock's (`ops/backups`). */
const KEY = `hashtextextended('taikai-lease:' || $1, 0)`;

/**
 * A holder counts only while its connection (`backendPid`) still holds the lease's lock: a process
 * that died left its row, but PostgreSQL dropped its lock with its connection.
 */
const HOLDERS: SqlStatement = {
  name: 'lease_holders',
  text: `SELECT h.name, h.host, h.pid, h.since AT TIME ZONE 'UTC' AS since
    FROM "LeaseHolder" h
    JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND l.pid = h."backendPid"
      AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended('taikai-lease:' || h.name, 0)
    WHERE h.name = ANY($1)`,
};

/**
 * Leases' advisory locks, taken on a connection of this process's own (`SqlPool.sessionClient`),
 * and who holds each (`LeaseHolder` rows, checked against pg_locks).
 */
@Injectable()
export class LeasesRepository {
  constructor(private readonly sql: SqlPool) {}

  /** A new connection for this process's locks; it emits `error` and `end` when it is lost. */
  async connect(): Promise<Client> {
    const client = this.sql.sessionClient({ queryTimeoutMs: QUERY_TIMEOUT_MS });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  /** Takes the lease's lock on `client` if no other session holds it, and then names this process its holder. */
  async tryTake(client: Client, name: string, holder: LeaseProcess): Promise<boolean> {
    const { rows } = await client.query<{ taken: boolean }>(`SELECT pg_try_advisory_lock(${KEY}) AS taken`, [name]);
    if (!rows[0].taken) return false;
    await client.query(
      `INSERT INTO "LeaseHolder" (name, host, pid, "backendPid", since) VALUES ($1, $2, $3, pg_backend_pid(), now() AT TIME ZONE 'UTC')
       ON CONFLICT (name) DO UPDATE SET host = EXCLUDED.host, pid = EXCLUDED.pid, "backendPid" = EXCLUDED."backendPid", since = EXCLUDED.since`,
      [name, holder.host, holder.pid],
    );
    return true;
  }

  /** Fails when the connection (and with it every lock on it) is gone. */
  async check(client: Client): Promise<void> {
    await client.query('SELECT 1');
  }

  async holders(names: string[]): Promise<LeaseHolding[]> {
    return this.sql.query<LeaseHolding>(HOLDERS, [names]);
  }
}

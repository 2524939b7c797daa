import os from 'node:os';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Client } from 'pg';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../config';
import { LeaseHolding, LeaseProcess, LeasesRepository } from './leases.repository';

/** How long closing a lost connection may hold up the next try. */
const END_WAIT_MS = 1000;

/** A job that must run in one API process at a time: `held` says whether this process may run it now. */
export interface Lease {
  readonly name: string;
  readonly held: boolean;
}

/** What /readyz says of one lease. */
export interface LeaseStatus {
  name: string;
  heldHere: boolean;
  /** The process holding it now (null: none, e.g. the holder just died and no one has taken over yet). */
  holder: { host: string; pid: number; since: Date } | null;
}

/**
 * Leases for work that must happen once across API processes (automatic backups' interval). Each
 * lease is a PostgreSQL session advisory lock, taken on one connection this process keeps for its
 * leases alone: on the embedded default as on a hosted server, Redis or not. A process that lacks a
 * lease tries to take it every TAIKAI_LEASE_CHECK_SECONDS; the holder checks its connection as
 * often. When the holder dies (or its connection breaks) PostgreSQL drops the lock with the
 * connection, and the next process to try takes it over.
 */
@Injectable()
export class LeaseService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Leases');
  private readonly leases = new Map<string, { name: string; held: boolean }>();
  private readonly me: LeaseProcess = { host: os.hostname(), pid: process.pid };
  private client?: Client;
  private timer?: NodeJS.Timeout;
  /** The tick under way, so shutdown waits for it and ticks never overlap. */
  private ticking?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly repository: LeasesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The lease of this name (registered at start-up, from a module's onModuleInit). */
  lease(name: string): Lease {
    let lease = this.leases.get(name);
    if (!lease) this.leases.set(name, (lease = { name, held: false }));
    return lease;
  }

  /** After every onModuleInit (the leases are registered): one try at once, then on the timer. */
  async onApplicationBootstrap() {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.config.TAIKAI_LEASE_CHECK_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    // Closed before exit, so another process can take over at once.
    await this.lost();
  }

  /** Every lease, whether this process holds it, and which process does. */
  async status(): Promise<LeaseStatus[]> {
    const names = [...this.leases.keys()];
    const holders = new Map<string, LeaseHolding>((await this.repository.holders(names)).map((holder) => [holder.name, holder]));
    return names.map((name) => {
      const holder = holders.get(name);
      return {
        name,
        heldHere: this.leases.get(name)!.held,
        holder: holder ? { host: holder.host, pid: holder.pid, since: holder.since } : null,
      };
    });
  }

  private tick(): Promise<void> {
    this.ticking ??= this.keep().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async keep() {
    if (this.stopped || this.leases.size === 0) return;
    try {
      if (!this.client) {
        const client = await this.repository.connect();
        // The connection's end ends every lock on it: this process holds nothing from then on.
        client.on('error', (error: Error) => void this.lost(client, error));
        client.on('end', () => void this.lost(client));
        this.client = client;
      } else await this.repository.check(this.client);
      for (const lease of this.leases.values()) {
        if (lease.held) continue;
        lease.held = await this.repository.tryTake(this.client, lease.name, this.me);
        if (lease.held) this.logger.log(`this process (${this.me.host}, pid ${this.me.pid}) holds the lease ${lease.name}`);
      }
    } catch (error) {
      await this.lost(this.client, error as Error);
    }
  }

  /** Forgets the connection and every lease held on it; the next tick connects again. */
  private async lost(client = this.client, error?: Error): Promise<void> {
    if (!client || client !== this.client) return;
    this.client = undefined;
    const held = [...this.leases.values()].filter((lease) => lease.held);
    held.forEach((lease) => (lease.held = false));
    if (error && !this.stopped)
      this.logger.warn(
        `leases' connection lost${held.length ? ` (released ${held.map((l) => l.name).join(', ')})` : ''}: ${error.message}`,
      );
    // A connection that is only half there (the network dropped) may never confirm its end.
    await Promise.race([client.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, END_WAIT_MS).unref())]);
  }
}

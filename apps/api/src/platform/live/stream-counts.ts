import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/** One kind of holder's key (`token:<subject>`, `address:<ip>`) and how many open subscriptions it may have. */
export interface HolderCap {
  key: string;
  cap: number;
}

/** Gives back the places one `take` counted, where it counted them (never rejects: a failure is logged). */
export type Release = () => Promise<void>;

/**
 * Open subscriptions per holder key. `take` counts one more for every key and answers how to give
 * them back, or counts none (null) when any key is at its cap.
 */
export interface StreamCounts {
  take(holders: HolderCap[]): Promise<Release | null>;
  close(): Promise<void>;
}

/** The counts of this process alone (no REDIS_URL: one process serves everyone). */
export class LocalStreamCounts implements StreamCounts {
  private readonly open = new Map<string, number>();

  take(holders: HolderCap[]): Promise<Release | null> {
    return Promise.resolve(this.takeNow(holders));
  }

  takeNow(holders: HolderCap[]): Release | null {
    if (holders.some(({ key, cap }) => (this.open.get(key) ?? 0) >= cap)) return null;
    holders.forEach(({ key }) => this.open.set(key, (this.open.get(key) ?? 0) + 1));
    return () => Promise.resolve(this.release(holders.map(({ key }) => key)));
  }

  private release(keys: string[]) {
    for (const key of keys) {
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    }
  }

  close() {
    return Promise.resolve();
  }
}

/** How long a process's counts are summed without its heartbeat: a crashed process's places come back after this. */
export const PROCESS_COUNTS_TTL_MS = 30_000;
const HEARTBEAT_MS = PROCESS_COUNTS_TTL_MS / 3;

/**
 * Sums the live processes' counts and, if every key is under its cap, counts one more in this
 * process's hash; atomic, so two processes cannot both take the last place.
 * KEYS[1]: the processes (sorted set, score: when their counts expire); KEYS[2]: this process's hash.
 * ARGV: now (ms), TTL (ms), this process's id, the hashes' prefix, then key and cap pairs.
 */
const TAKE = `
local now, ttl, me, prefix = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3], ARGV[4]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local processes = redis.call('ZRANGE', KEYS[1], 0, -1)
for i = 5, #ARGV, 2 do
  local total = 0
  for _, process in ipairs(processes) do total = total + tonumber(redis.call('HGET', prefix .. process, ARGV[i]) or '0') end
  if total >= tonumber(ARGV[i + 1]) then return 0 end
end
for i = 5, #ARGV, 2 do redis.call('HINCRBY', KEYS[2], ARGV[i], 1) end
redis.call('ZADD', KEYS[1], now + ttl, me)
redis.call('PEXPIRE', KEYS[2], ttl)
return 1`;

/** Gives one place back; a count at zero is removed. */
const RELEASE = `
for i = 1, #ARGV do
  if redis.call('HINCRBY', KEYS[1], ARGV[i], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[i]) end
end
return 1`;

/**
 * The counts of every API process, in Redis (REDIS_URL): each process keeps its own counts in a
 * hash `<prefix>:streams:<process>`, and a sorted set `<prefix>:stream-processes` names the live
 * processes with when their counts expire. A heartbeat renews them; a process that crashed stops
 * renewing, and its places are free again within PROCESS_COUNTS_TTL_MS. While Redis is away, this
 * process counts alone (logged), as the guessing limits do.
 */
export class RedisStreamCounts implements StreamCounts {
  private readonly logger = new Logger('Live');
  private readonly processes: string;
  private readonly hashPrefix: string;
  private readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly ownHash: string;
  /** Where places are counted while Redis is away. */
  private readonly alone = new LocalStreamCounts();
  private readonly heartbeat: NodeJS.Timeout;
  /** Logged once per outage, not per subscription. */
  private counting = 'together' as 'together' | 'alone';

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.processes = `${prefix}:stream-processes`;
    this.hashPrefix = `${prefix}:streams:`;
    this.ownHash = this.hashPrefix + this.id;
    this.heartbeat = setInterval(() => void this.renew(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async take(holders: HolderCap[]): Promise<Release | null> {
    const args = holders.flatMap(({ key, cap }) => [key, String(cap)]);
    let taken: unknown;
    try {
      taken = await this.redis.eval(
        TAKE,
        2,
        this.processes,
        this.ownHash,
        Date.now(),
        PROCESS_COUNTS_TTL_MS,
        this.id,
        this.hashPrefix,
        ...args,
      );
    } catch (error) {
      if (this.counting === 'together') this.logger.warn(`Redis: subscriptions counted in this process only: ${(error as Error).message}`);
      this.counting = 'alone';
      return this.alone.takeNow(holders);
    }
    this.counting = 'together';
    if (taken !== 1) return null;
    const keys = holders.map(({ key }) => key);
    return () =>
      this.redis.eval(RELEASE, 1, this.ownHash, ...keys).then(
        () => undefined,
        (error: Error) => this.logger.warn(`Redis: ${error.message}`),
      );
  }

  /** Keeps this process among the live ones. (Counts a restarted Redis lost stay lost: the caps are then lenient until streams close.) */
  private async renew() {
    try {
      await this.redis
        .multi()
        .zadd(this.processes, Date.now() + PROCESS_COUNTS_TTL_MS, this.id)
        .pexpire(this.ownHash, PROCESS_COUNTS_TTL_MS)
        .exec();
    } catch (error) {
      this.logger.warn(`Redis: subscription counts not renewed: ${(error as Error).message}`);
    }
  }

  /** This process's places are given back at once (it stops). */
  async close() {
    clearInterval(this.heartbeat);
    await this.redis
      .multi()
      .del(this.ownHash)
      .zrem(this.processes, this.id)
      .exec()
      .catch(() => undefined);
  }
}

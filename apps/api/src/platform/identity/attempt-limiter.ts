import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { IRateLimiterOptions, RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../config';

export interface AttemptPolicy {
  /** Failures a key may have within the window before it must wait. */
  free: number;
  windowSeconds: number;
  /** The first wait; each further failure doubles it, up to maxWaitSeconds. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/**
 * Counts failed attempts per key, and past the free ones makes every failure wait twice as long
 * as the one before (exponential back-off). A success never resets a key (a guesser with one good
 * code would reset their own count); `reward` gives one failure back instead, so a hall of players
 * sharing an address, each mistyping once, keeps working while a guesser's count still climbs.
 * Kept in memory, or in Redis with REDIS_URL, so every API process counts the same attempts.
 */
export class AttemptLimiter {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  /** Who has already given a failure back to a key in this window (see reward). */
  private readonly rewarded: RateLimiterAbstract;

  constructor(
    private readonly policy: AttemptPolicy,
    store: (options: IRateLimiterOptions) => RateLimiterAbstract,
  ) {
    // Counters only: points are never "used up", the waits are set with block().
    this.failures = store({ keyPrefix: 'failures', points: Number.MAX_SAFE_INTEGER, duration: policy.windowSeconds });
    this.waits = store({ keyPrefix: 'waits', points: 1, duration: policy.maxWaitSeconds });
    this.rewarded = store({ keyPrefix: 'rewarded', points: 1, duration: policy.windowSeconds });
  }

  /** Milliseconds until all these keys may try again; 0 when none has to wait. */
  async waitMs(keys: string[]): Promise<number> {
    const waits = await Promise.all(keys.map((key) => this.waits.get(key)));
    return Math.max(0, ...waits.map((wait) => (wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0)));
  }

  /** Counts a failure of each key; true when any of them is now past its free failures. */
  async recordFailure(keys: string[]): Promise<boolean> {
    const beyond = await Promise.all(
      keys.map(async (key) => {
        const { consumedPoints } = await this.failures.penalty(key, 1);
        const beyond = consumedPoints - this.policy.free;
        if (beyond >= 0) await this.waits.block(key, Math.min(this.policy.maxWaitSeconds, this.policy.firstWaitSeconds * 2 ** beyond));
        return beyond >= 0;
      }),
    );
    return beyond.some(Boolean);
  }

  /** Makes the key wait at least this long (a longer wait it already has stays). */
  async waitAtLeast(key: string, seconds: number): Promise<void> {
    if ((await this.waitMs([key])) < seconds * 1000) await this.waits.block(key, seconds);
  }

  /**
   * A success from this key gives one failure back (never below zero). With `once` (who succeeded),
   * only their first success in the window does: a guesser signing in again and again with their own
   * code refills nothing more, while each player of a hall sharing an address gives back their typo.
   */
  async reward(key: string, once?: string): Promise<void> {
    if (once !== undefined) {
      const first = await this.rewarded.consume(`${key}|${once}`, 1).then(
        () => true,
        () => false,
      );
      if (!first) return;
    }
    const current = await this.failures.get(key);
    if (current && current.consumedPoints > 0) await this.failures.reward(key, 1);
  }
}

/** Makes the attempt limiters, on Redis when REDIS_URL is set (keys under REDIS_CHANNEL_PREFIX). */
@Injectable()
export class AttemptLimiters implements OnModuleDestroy {
  private readonly logger = new Logger('AttemptLimiters');
  private readonly redis?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.REDIS_URL) return;
    this.redis = new Redis(config.REDIS_URL, { connectionName: 'taikai-attempts', maxRetriesPerRequest: 1, disconnectTimeout: 200 });
    // While Redis is away each process counts in memory (the insurance limiter); logged, not thrown.
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  create(name: string, policy: AttemptPolicy): AttemptLimiter {
    return new AttemptLimiter(policy, (options) => {
      const keyPrefix = `${this.config.REDIS_CHANNEL_PREFIX}:attempts:${name}:${options.keyPrefix}`;
      const memory = new RateLimiterMemory({ ...options, keyPrefix });
      return this.redis ? new RateLimiterRedis({ ...options, keyPrefix, storeClient: this.redis, insuranceLimiter: memory }) : memory;
    });
  }

  async onModuleDestroy() {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

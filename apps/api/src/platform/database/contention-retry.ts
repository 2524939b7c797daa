/**
 * How a unit of work that lost a race (a deadlock, a serialization failure) runs again: at most
 * `attempts` runs in all, each after a wait that doubles and is jittered, so the changes that
 * collided do not collide again in step. The randomness and the wait are injectable for tests.
 */
export interface ContentionRetry {
  /** Runs in all, the first included. */
  readonly attempts: number;
  /** The wait after failed attempt `attempt` (1 = the first run). */
  delayMs(attempt: number): number;
  sleep(ms: number): Promise<void>;
}

/** Provided by DatabaseModule; a test module may provide its own (seeded randomness, no waiting). */
export const CONTENTION_RETRY = Symbol('CONTENTION_RETRY');

/** The first wait's ceiling; each further one doubles it. Four waits at most add up to 150 ms. */
const BASE_DELAY_MS = 10;

/**
 * The policy in use: 5 runs; after the n-th failed run a wait between half and all of 10·2^(n−1)
 * ms (5–10, 10–20, 20–40, 40–80 ms), drawn from `random` (Math.random unless a test seeds it).
 * PostgreSQL itself takes `deadlock_timeout` (1 s) to break a deadlock, so the waits are short.
 */
export function jitteredRetry(random: () => number = Math.random, attempts = 5): ContentionRetry {
  return {
    attempts,
    delayMs(attempt) {
      const ceiling = BASE_DELAY_MS * 2 ** (attempt - 1);
      return Math.round(ceiling / 2 + (random() * ceiling) / 2);
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

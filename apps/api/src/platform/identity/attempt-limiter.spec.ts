import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/config';
import { AttemptLimiters } from './attempt-limiter';

const POLICY = { free: 3, windowSeconds: 60, firstWaitSeconds: 10, maxWaitSeconds: 100 };

describe('AttemptLimiter', () => {
  const limiters = new AttemptLimiters(loadConfig({}));

  it('lets the free failures through, then makes each further failure wait twice as long, up to the maximum', async () => {
    const limiter = limiters.create('unit-backoff', POLICY);
    for (let i = 0; i < 2; i++) await limiter.recordFailure(['a']);
    expect(await limiter.waitMs(['a'])).toBe(0);
    await limiter.recordFailure(['a']);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(9000);
    expect(await limiter.waitMs(['a'])).toBeLessThanOrEqual(10000);
    await limiter.recordFailure(['a']);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(19000);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(['a']);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(99000);
    expect(await limiter.waitMs(['a'])).toBeLessThanOrEqual(100000);
    expect(await limiter.waitMs(['b'])).toBe(0);
    expect(await limiter.waitMs(['b', 'a'])).toBeGreaterThan(99000);
  });

  it('gives one failure back for a success, never resets', async () => {
    const limiter = limiters.create('unit-reward', POLICY);
    await limiter.recordFailure(['a']);
    await limiter.recordFailure(['a']);
    await limiter.reward('a');
    await limiter.recordFailure(['a']);
    expect(await limiter.waitMs(['a'])).toBe(0);
    await limiter.recordFailure(['a']);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(0);
    await limiter.reward('fresh');
    await limiter.recordFailure(['fresh']);
    await limiter.recordFailure(['fresh']);
    expect(await limiter.waitMs(['fresh'])).toBe(0);
  });

  it('gives a failure back once per winner in the window when told who succeeded', async () => {
    const limiter = limiters.create('unit-reward-once', POLICY);
    for (let i = 0; i < 3; i++) await limiter.recordFailure(['a']);
    for (let i = 0; i < 5; i++) await limiter.reward('a', 'player-1');
    expect(await limiter.recordFailure(['a'])).toBe(true);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(0);
    const other = limiters.create('unit-reward-twice', POLICY);
    for (let i = 0; i < 3; i++) await other.recordFailure(['a']);
    await other.reward('a', 'player-1');
    await other.reward('a', 'player-2');
    expect(await other.recordFailure(['a'])).toBe(false);
  });

  it('makes a key wait at least a given time, keeping a longer wait', async () => {
    const limiter = limiters.create('unit-wait-at-least', POLICY);
    await limiter.waitAtLeast('a', 30);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(29000);
    await limiter.waitAtLeast('a', 5);
    expect(await limiter.waitMs(['a'])).toBeGreaterThan(29000);
  });

  it('shares the counts of every process through Redis when REDIS_URL is set', async () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}` });
    const [first, second] = [new AttemptLimiters(config), new AttemptLimiters(config)];
    try {
      const [a, b] = [first.create('shared', POLICY), second.create('shared', POLICY)];
      await a.recordFailure(['k']);
      await b.recordFailure(['k']);
      expect(await b.waitMs(['k'])).toBe(0);
      await a.recordFailure(['k']);
      expect(await b.waitMs(['k'])).toBeGreaterThan(9000);
    } finally {
      await Promise.all([first.onModuleDestroy(), second.onModuleDestroy()]);
    }
  });
});

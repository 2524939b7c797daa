import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  it('blocks a key after the allowed failures and forgets them after the window', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.recordFailure('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1001;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('reset clears a key', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.recordFailure('a');
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});

import { clockState, formatRemaining } from './round-clock';
import { narrowOffset, offsetOf } from './server-clock';

const round = {
  startedAt: '2025-01-01T10:00:00.000Z',
  endsAt: '2025-01-01T10:50:00.000Z',
  pausedAt: null,
  closedAt: null,
  extensionMinutes: 0,
};
const at = (iso: string) => Date.parse(iso);

describe('round clock', () => {
  it('counts down to the end plus the match’s extension', () => {
    expect(clockState(round, at('2025-01-01T10:10:00Z'))).toEqual({ kind: 'running', remainingMs: 40 * 60000 });
    expect(clockState({ ...round, extensionMinutes: 3 }, at('2025-01-01T10:50:00Z'))).toEqual({ kind: 'running', remainingMs: 3 * 60000 });
    expect(clockState(round, at('2025-01-01T10:51:00Z'))).toEqual({ kind: 'time', overMs: 60000, paused: false });
  });

  it('stands still while paused, and knows rounds not started, untimed or closed', () => {
    const paused = { ...round, pausedAt: '2025-01-01T10:20:00.000Z' };
    expect(clockState(paused, at('2025-01-01T10:45:00Z'))).toEqual({ kind: 'paused', remainingMs: 30 * 60000 });
    expect(clockState({ ...round, pausedAt: '2025-01-01T10:52:00.000Z' }, at('2025-01-01T11:00:00Z'))).toEqual({
      kind: 'time',
      overMs: 2 * 60000,
      paused: true,
    });
    expect(clockState(null, 0)).toEqual({ kind: 'notStarted' });
    expect(clockState({ ...round, startedAt: null, endsAt: null }, 0)).toEqual({ kind: 'notStarted' });
    expect(clockState({ ...round, endsAt: null }, 0)).toEqual({ kind: 'untimed' });
    expect(clockState({ ...round, closedAt: '2025-01-01T11:00:00.000Z' }, 0)).toEqual({ kind: 'closed' });
  });

  it('formats minutes, hours and overtime', () => {
    expect(formatRemaining(49 * 60000 + 4100)).toBe('49:05');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(500)).toBe('0:01');
    expect(formatRemaining(3723000)).toBe('1:02:03');
    expect(formatRemaining(-12_500)).toBe('-0:12');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

describe('server time from the Date header', () => {
  it('narrows the offset with each response and starts again when the device clock jumps', () => {
    // Phone is 60 s behind; round trips of 200 ms.
    let bounds = narrowOffset(null, at('2025-01-01T10:00:00Z'), at('2025-01-01T09:58:59.900Z'), at('2025-01-01T09:59:00.100Z'));
    expect(offsetOf(bounds)).toBeGreaterThan(59000);
    expect(offsetOf(bounds)).toBeLessThan(61200);
    bounds = narrowOffset(bounds, at('2025-01-01T10:00:05Z'), at('2025-01-01T09:59:05.500Z'), at('2025-01-01T09:59:05.700Z'));
    expect(Math.abs(offsetOf(bounds) - 60000)).toBeLessThan(700);
    const jumped = narrowOffset(bounds, at('2025-01-01T10:01:00Z'), at('2025-01-01T10:01:00.000Z'), at('2025-01-01T10:01:00.200Z'));
    expect(Math.abs(offsetOf(jumped))).toBeLessThan(1000);
  });
});

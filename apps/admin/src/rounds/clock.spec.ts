import { clockState, formatRemaining } from './clock';

const start = Date.parse('2025-07-11T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('round clock', () => {
  it('counts down to endsAt with the server time', () => {
    const round = { startedAt: iso(start), endsAt: iso(start + 50 * 60000), pausedAt: null };
    expect(clockState(round, start + 60000)).toEqual({ kind: 'running', remainingMs: 49 * 60000 });
    expect(clockState(round, start + 60000, 5)).toEqual({ kind: 'running', remainingMs: 54 * 60000 });
  });

  it('freezes while paused', () => {
    const round = { startedAt: iso(start), endsAt: iso(start + 50 * 60000), pausedAt: iso(start + 10 * 60000) };
    expect(clockState(round, start + 30 * 60000)).toEqual({ kind: 'paused', remainingMs: 40 * 60000 });
  });

  it('knows rounds that have not started or have no time limit', () => {
    expect(clockState(null, 0)).toEqual({ kind: 'not_started' });
    expect(clockState({ startedAt: iso(start), endsAt: null, pausedAt: null }, start)).toEqual({ kind: 'untimed' });
  });

  it('formats minutes, hours and overtime', () => {
    expect(formatRemaining(50 * 60000)).toBe('50:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(3723_000)).toBe('1:02:03');
    expect(formatRemaining(-12_500)).toBe('-0:12');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

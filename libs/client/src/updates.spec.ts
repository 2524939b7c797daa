import { backoffMs } from './live';
import { partsFor } from './updates';

describe('live updates', () => {
  it('refetch what the update names', () => {
    expect(partsFor('PAIRINGS_POSTED')).toEqual(['event', 'matches', 'bracket', 'state', 'decklist']);
    expect(partsFor('MATCH_CONFIRMED')).toEqual(['matches', 'bracket', 'state']);
    expect(partsFor('PLAYER_CHANGED')).toEqual(['matches', 'state']);
    expect(partsFor('CLOCK_CHANGED')).toEqual(['event', 'matches', 'decklist']);
    expect(partsFor('DECKLISTS_CHANGED')).toEqual(['decklist']);
    expect(partsFor('STANDINGS_PUBLISHED')).toContain('standings');
    expect(partsFor('ANNOUNCEMENT_PUBLISHED')).toEqual(['announcements']);
    expect(partsFor('PENALTY_CHANGED')).toContain('penalties');
    expect(partsFor('JUDGE_CALLED')).toEqual(['judgeCalls']);
    expect(partsFor('EVENT_CHANGED')).toEqual(['event']);
    expect(partsFor('MATCH_MOVED')).toEqual(['matches']);
    expect(partsFor('SOMETHING_NEW')).toEqual([]);
  });

  it('reconnect after a growing, randomised wait', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1000);
    expect(backoffMs(3, () => 0.5)).toBe(8000);
    expect(backoffMs(20, () => 1)).toBe(39000);
    expect(backoffMs(20, () => 0)).toBe(21000);
  });
});

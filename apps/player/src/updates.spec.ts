import { backoffMs } from './live';
import { partsFor } from './updates';
import { playoffRounds } from './usePlayerData';

describe('live updates', () => {
  it('refetch what the update names', () => {
    expect(partsFor('PAIRINGS_POSTED')).toEqual(['event', 'matches', 'bracket']);
    expect(partsFor('MATCH_CONFIRMED')).toEqual(['matches', 'bracket']);
    expect(partsFor('CLOCK_CHANGED')).toEqual(['event', 'matches']);
    expect(partsFor('STANDINGS_PUBLISHED')).toContain('standings');
    expect(partsFor('ANNOUNCEMENT_PUBLISHED')).toEqual(['announcements']);
    expect(partsFor('PENALTY_CHANGED')).toContain('penalties');
    expect(partsFor('JUDGE_CALLED')).toEqual([]);
    expect(partsFor('SOMETHING_NEW')).toEqual([]);
  });

  it('reconnect after a growing, randomised wait', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1000);
    expect(backoffMs(3, () => 0.5)).toBe(8000);
    expect(backoffMs(20, () => 1)).toBe(39000);
    expect(backoffMs(20, () => 0)).toBe(21000);
  });

  it('find the playoff rounds after the Swiss ones', () => {
    const rounds = [1, 2, 3, 4, 5].map((number) => ({ number }));
    expect(playoffRounds({ plannedRounds: 3, topCut: 4, status: 'TOP_CUT' }, rounds)).toEqual([{ number: 4 }, { number: 5 }]);
    expect(playoffRounds({ plannedRounds: 3, topCut: 4, status: 'RUNNING' }, rounds)).toEqual([]);
    expect(playoffRounds({ plannedRounds: 3, topCut: 0, status: 'FINISHED' }, rounds)).toEqual([]);
  });
});

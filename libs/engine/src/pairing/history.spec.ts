import type { MatchRecord } from '../model';
import { byesReceived, havePlayed, pairingHistory } from './history';

const match = (round: number, player1: string, player2: string | null): MatchRecord => ({
  round,
  player1,
  player2,
  player1Wins: 2,
  player2Wins: 0,
  draws: 0,
});

describe('pairingHistory', () => {
  const matches = [match(1, 'a', 'b'), match(1, 'c', null), match(2, 'a', 'c'), match(3, 'b', 'c')];

  it('records opponents both ways', () => {
    const h = pairingHistory(matches, 3);
    expect(havePlayed(h, 'a', 'b')).toBe(true);
    expect(havePlayed(h, 'b', 'a')).toBe(true);
    expect(havePlayed(h, 'a', 'd')).toBe(false);
  });

  it('counts byes, which are not opponents', () => {
    const h = pairingHistory(matches, 3);
    expect(byesReceived(h, 'c')).toBe(1);
    expect(byesReceived(h, 'a')).toBe(0);
  });

  it('ignores the round being paired and later ones', () => {
    const h = pairingHistory(matches, 3);
    expect(havePlayed(h, 'b', 'c')).toBe(false);
    expect(pairingHistory(matches, 1).hasMatches).toBe(false);
    expect(h.hasMatches).toBe(true);
  });

  it('does not count a round a late entry missed as a bye', () => {
    const h = pairingHistory([{ ...match(1, 'late', null), player1Wins: 0, missed: true }], 2);
    expect(byesReceived(h, 'late')).toBe(0);
    expect(h.hasMatches).toBe(false);
  });
});

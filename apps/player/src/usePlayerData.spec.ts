import { playoffRounds } from './usePlayerData';

describe('player data', () => {
  it('find the playoff rounds by their phase, whatever the round numbers', () => {
    const rounds = [
      { number: 1, phaseKind: 'SWISS' },
      { number: 2, phaseKind: 'SWISS' },
      { number: 3, phaseKind: 'SWISS' },
      { number: 4, phaseKind: 'SINGLE_ELIMINATION' },
      { number: 5, phaseKind: 'SINGLE_ELIMINATION' },
    ];
    expect(playoffRounds(rounds).map((r) => r.number)).toEqual([4, 5]);
    expect(playoffRounds(rounds.slice(0, 3))).toEqual([]);
  });
});

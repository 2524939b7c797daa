import { describePairingExplanation, PairingExplanation } from './explanations';

describe('describePairingExplanation', () => {
  const names: Record<string, string> = { a: 'Alice', b: 'Bob' };
  const nameOf = (id: string): string => names[id] ?? id;

  it.each<[PairingExplanation, string]>([
    [{ code: 'RANDOM_ROUND', round: 1, seed: 's' }, 'Round 1 was paired at random (seed "s") because no results have been recorded yet.'],
    [{ code: 'BYE', player: 'a', points: 0, reason: 'lowest ranked without a bye' }, 'Alice (0 points) receives the bye as the lowest-ranked player without one.'],
    [
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'b', fromPoints: 9, toPoints: 6, reason: 'odd group' },
      'Alice (9 points) is paired down against Bob (6 points) because the 9-point group has an odd number of players.',
    ],
    [{ code: 'REMATCH_UNAVOIDABLE', player1: 'a', player2: 'b', proven: true }, 'Alice and Bob meet again: no pairing without a rematch exists.'],
    [{ code: 'FIXED_TABLE_CLASH', player: 'b', table: 4, assignedTable: 7 }, 'Bob could not have fixed table 4 (already taken) and plays at table 7.'],
  ])('renders %j', (explanation, sentence) => {
    expect(describePairingExplanation(explanation, nameOf)).toBe(sentence);
  });

  it('falls back to ids without a name lookup', () => {
    expect(describePairingExplanation({ code: 'AWARDED_BYE', player: 'p7', awardedByes: 2 })).toBe('p7 has an awarded bye (2 awarded in total).');
  });
});

import { describePairingExplanation, PairingExplanation } from './explanations';

describe('describePairingExplanation', () => {
  const names: Record<string, string> = { a: 'Alice', b: 'Bob' };
  const nameOf = (id: string): string => names[id] ?? id;

  it.each<[PairingExplanation, string]>([
    [{ code: 'RANDOM_ROUND', round: 1, seed: 's' }, 'Round 1 was paired at random (seed "s") because no results have been recorded yet.'],
    [{ code: 'BYE', player: 'a', points: 0, reason: 'lowest ranked without a bye' }, 'Alice (0 points) receives the bye as the lowest-ranked player without one.'],
    [
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'b', fromPoints: 6, toPoints: 3, reason: 'odd group', joined: 0, passedOver: [] },
      'Alice is paired down from 6 to 3 points, against Bob: the 6-point group had an odd number of players.',
    ],
    [
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'b', fromPoints: 3, toPoints: 1, reason: 'odd group', joined: 1, passedOver: [] },
      'Alice is paired down from 3 to 1 point, against Bob: the 3-point group, with the player paired down into it, had an odd number of players.',
    ],
    [
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'b', fromPoints: 6, toPoints: 1, reason: 'odd group', joined: 2, passedOver: [4, 3] },
      'Alice is paired down from 6 to 1 point, against Bob: the 6-point group, with the 2 players paired down into it, had an odd number of players. ' +
        'No player with 4 or 3 points could take them without a rematch or a worse bye.',
    ],
    [{ code: 'BYE', player: 'a', points: 1, reason: 'avoids a rematch' }, 'Alice (1 point) receives the bye because giving it to a lower-ranked player would force a rematch.'],
    [
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'b', fromPoints: 3, toPoints: 0, reason: 'avoids a rematch', joined: 0, passedOver: [2, 1] },
      'Alice is paired down from 3 to 0 points, against Bob, to avoid a rematch. No player with 2 or 1 point could take them without a rematch or a worse bye.',
    ],
    [
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'b', fromPoints: 9, toPoints: 6, reason: 'avoids a rematch', joined: 0, passedOver: [] },
      'Alice is paired down from 9 to 6 points, against Bob, to avoid a rematch.',
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

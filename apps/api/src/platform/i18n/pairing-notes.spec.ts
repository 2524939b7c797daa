import { type CodedNote, pairingNoteText, pairingNotesText } from './pairing-notes';

const note = (code: string, params: CodedNote['params']): CodedNote => ({ code, params });

describe('pairing notes in words', () => {
  it.each<[CodedNote, string]>([
    [note('RANDOM_ROUND', { round: 1, seed: 's' }), 'Round 1 was paired at random (seed "s") because no results have been recorded yet.'],
    [
      note('BYE', { player: 'Alice', points: 0, reason: 'LOWEST_WITHOUT_BYE' }),
      'Alice (0 points) receives the bye as the lowest-ranked player without one.',
    ],
    [
      note('PAIRED_DOWN', { player: 'Alice', opponent: 'Bob', fromPoints: 6, toPoints: 3, reason: 'ODD_GROUP', joined: 0, passedOver: [] }),
      'Alice is paired down from 6 to 3 points, against Bob: the 6-point group had an odd number of players.',
    ],
    [
      note('PAIRED_DOWN', { player: 'Alice', opponent: 'Bob', fromPoints: 3, toPoints: 1, reason: 'ODD_GROUP', joined: 1, passedOver: [] }),
      'Alice is paired down from 3 to 1 point, against Bob: the 3-point group, with the player paired down into it, had an odd number of players.',
    ],
    [
      note('PAIRED_DOWN', {
        player: 'Alice',
        opponent: 'Bob',
        fromPoints: 6,
        toPoints: 1,
        reason: 'ODD_GROUP',
        joined: 2,
        passedOver: [4, 3],
      }),
      'Alice is paired down from 6 to 1 point, against Bob: the 6-point group, with the 2 players paired down into it, had an odd number of players. ' +
        'No player with 4 or 3 points could take them without a rematch or a worse bye.',
    ],
    [
      note('BYE', { player: 'Alice', points: 1, reason: 'AVOIDS_REMATCH' }),
      'Alice (1 point) receives the bye because giving it to a lower-ranked player would force a rematch.',
    ],
    [
      note('PAIRED_DOWN', {
        player: 'Alice',
        opponent: 'Bob',
        fromPoints: 3,
        toPoints: 0,
        reason: 'AVOIDS_REMATCH',
        joined: 0,
        passedOver: [2, 1],
      }),
      'Alice is paired down from 3 to 0 points, against Bob, to avoid a rematch. No player with 2 or 1 point could take them without a rematch or a worse bye.',
    ],
    [
      note('REMATCH_UNAVOIDABLE', { player1: 'Alice', player2: 'Bob', proven: true }),
      'Alice and Bob meet again: no pairing without a rematch exists.',
    ],
    [
      note('FIXED_TABLE_CLASH', { player: 'Bob', table: 4, assignedTable: 7 }),
      'Bob could not have fixed table 4 (already taken) and plays at table 7.',
    ],
    [note('AWARDED_BYE', { player: 'p7', awardedByes: 2 }), 'p7 has an awarded bye (2 awarded in total).'],
  ])('English: %j', (coded, sentence) => {
    expect(pairingNoteText('en', coded)).toBe(sentence);
  });

  it('gives the Japanese staff every detail of a pair-down', () => {
    const pairedDown = note('PAIRED_DOWN', {
      player: '佐藤 葵',
      opponent: '鈴木 蓮',
      fromPoints: 6,
      toPoints: 1,
      reason: 'ODD_GROUP',
      joined: 2,
      passedOver: [4, 3],
    });
    expect(pairingNoteText('ja', pairedDown)).toBe(
      '佐藤 葵は6点から1点のグループに下がり、鈴木 蓮と対戦します。6点のグループ（上のグループから下がってきた2名を含む）の人数が奇数だったためです。4・3点のプレイヤーは、再戦かより不利な不戦勝なしには対戦相手になれませんでした。',
    );
    expect(pairingNoteText('ja', note('BYE', { player: '佐藤 葵', points: 3, reason: 'LOWEST_WITHOUT_BYE' }))).toBe(
      '佐藤 葵（3点）は、まだ不戦勝を受けていないプレイヤーの中で最下位のため不戦勝です。',
    );
  });

  it('words every code in both languages, and lists a refused pairing’s problems', () => {
    const codes = [
      'RANDOM_ROUND',
      'UNRANKED_PLAYER',
      'AWARDED_BYE',
      'BYE',
      'REPEATED_BYE',
      'PAIRED_DOWN',
      'REMATCH_UNAVOIDABLE',
      'FIXED_TABLE',
      'FIXED_TABLE_CLASH',
      'UNKNOWN_PLAYER',
      'DUPLICATE_PLAYER',
      'MISSING_PLAYER',
      'DROPPED_PLAYER_PAIRED',
      'REMATCH',
      'SECOND_BYE',
      'POD_VIOLATION',
      'TABLE_CLASH',
      'FIXED_TABLE_MOVED',
    ];
    for (const code of codes) {
      for (const language of ['en', 'ja'] as const) expect(pairingNoteText(language, note(code, { passedOver: [] }))).not.toBe(code);
    }
    const problems = [note('DUPLICATE_PLAYER', { player: 'Alice' }), note('TABLE_CLASH', { table: 3 })];
    expect(pairingNotesText('en', problems)).toBe('Alice is paired twice; table 3 is used twice');
    expect(pairingNotesText('ja', problems)).toBe('Aliceが2回組み合わされています、3番卓が2回使われています');
  });
});

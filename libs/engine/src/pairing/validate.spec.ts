import type { MatchRecord, Participant } from '../model';
import { validatePairings } from './validate';

const match = (round: number, player1: string, player2: string | null): MatchRecord => ({
  round,
  player1,
  player2,
  player1Wins: 2,
  player2Wins: 1,
  draws: 0,
});

const participants: Participant[] = [
  { id: 'a', pod: '1' },
  { id: 'b', pod: '1' },
  { id: 'c', pod: '2' },
  { id: 'd', pod: '2', fixedTable: 4 },
  { id: 'e', pod: '2' },
  { id: 'x', dropped: true },
];
const context = { round: 3, history: [match(1, 'a', 'b'), match(1, 'c', 'd'), match(1, 'e', null), match(2, 'a', 'c')], participants };

describe('validatePairings', () => {
  it('accepts a clean pairing', () => {
    expect(
      validatePairings(
        [
          { table: 1, player1: 'c', player2: 'e' },
          { table: 4, player1: 'd', player2: null },
          { table: 2, player1: 'a', player2: null },
          { table: 3, player1: 'b', player2: null },
        ],
        context,
      ),
    ).toEqual([]);
  });

  it('reports duplicates, unknown, dropped and missing players', () => {
    const warnings = validatePairings(
      [
        { table: 1, player1: 'a', player2: 'a' },
        { table: 2, player1: 'x', player2: 'zz' },
      ],
      context,
    );
    expect(warnings).toEqual(
      expect.arrayContaining([
        { code: 'DUPLICATE_PLAYER', player: 'a' },
        { code: 'DROPPED_PLAYER_PAIRED', player: 'x' },
        { code: 'UNKNOWN_PLAYER', player: 'zz' },
        { code: 'MISSING_PLAYER', player: 'b' },
        { code: 'MISSING_PLAYER', player: 'e' },
      ]),
    );
  });

  it('reports rematches, second byes, pod violations and table problems', () => {
    const warnings = validatePairings(
      [
        { table: 1, player1: 'a', player2: 'b' },
        { table: 1, player1: 'd', player2: 'c' },
        { table: null, player1: 'e', player2: null },
      ],
      context,
    );
    expect(warnings).toEqual([
      { code: 'REMATCH', player1: 'a', player2: 'b' },
      { code: 'REMATCH', player1: 'd', player2: 'c' },
      { code: 'SECOND_BYE', player: 'e', previousByes: 1 },
      { code: 'TABLE_CLASH', table: 1 },
      { code: 'FIXED_TABLE_MOVED', player: 'd', fixedTable: 4, table: 1 },
    ]);
    expect(validatePairings([{ table: 1, player1: 'a', player2: 'e' }], context)).toContainEqual({
      code: 'POD_VIOLATION',
      player1: 'a',
      player2: 'e',
    });
  });

  it('ignores the round being re-paired when looking for rematches', () => {
    const withCurrent = { ...context, history: [...context.history, match(3, 'b', 'a')] };
    expect(validatePairings([{ table: 1, player1: 'b', player2: 'e' }], withCurrent).filter((w) => w.code === 'REMATCH')).toEqual([]);
  });
});

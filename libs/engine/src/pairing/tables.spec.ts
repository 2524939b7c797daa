import { assignTables } from './tables';

const pairs = [
  { player1: 'a', player2: 'b' },
  { player1: 'c', player2: 'd' },
  { player1: 'e', player2: 'f' },
];

describe('assignTables', () => {
  it('numbers tables by standing', () => {
    expect(assignTables(pairs, new Map()).tables).toEqual([1, 2, 3]);
  });

  it('keeps fixed tables and fills the gaps around them', () => {
    const result = assignTables(pairs, new Map([['f', 1]]));
    expect(result.tables).toEqual([2, 3, 1]);
    expect(result.explanations).toEqual([{ code: 'FIXED_TABLE', player: 'f', table: 1 }]);
  });

  it('gives a clashing fixed table to the first claim and explains the other', () => {
    const result = assignTables(
      pairs,
      new Map([
        ['b', 5],
        ['c', 5],
      ]),
    );
    expect(result.tables).toEqual([5, 1, 2]);
    expect(result.explanations).toContainEqual({ code: 'FIXED_TABLE_CLASH', player: 'c', table: 5, assignedTable: 1 });
  });

  it('honours one of two fixed players at the same pair', () => {
    const result = assignTables(
      pairs,
      new Map([
        ['a', 9],
        ['b', 8],
      ]),
    );
    expect(result.tables[0]).toBe(9);
    expect(result.explanations).toContainEqual({ code: 'FIXED_TABLE_CLASH', player: 'b', table: 8, assignedTable: 9 });
  });
});

import { byName, byTable } from './pairingLists';

const match = (table: number, p1: string, p2: string | null, extra = {}) =>
  ({
    id: `m${table}`,
    table,
    status: 'PENDING',
    player1: { id: p1, name: p1 },
    player2: p2 ? { id: p2, name: p2 } : null,
    player1Wins: 0,
    player2Wins: 0,
    draws: 0,
    ...extra,
  }) as never;

describe('pairing lists', () => {
  it('lists every player once by name, with the opponent and table', () => {
    const rows = byName([match(2, 'Carol', 'Alice'), match(1, 'Bob', null)], 'en');
    expect(rows.map((r) => [r.name, r.table, r.opponent])).toEqual([
      ['Alice', 2, 'Carol'],
      ['Bob', 1, null],
      ['Carol', 2, 'Alice'],
    ]);
  });

  it('shows each player their own games first', () => {
    const rows = byName([match(1, 'A', 'B', { status: 'FINAL', player1Wins: 2, player2Wins: 1 })], 'en');
    expect(rows.map((r) => r.score)).toEqual(['2-1', '1-2']);
  });

  it('sorts tables numerically', () => {
    expect(byTable([{ table: 10 }, { table: 2 }, { table: 1 }]).map((m) => m.table)).toEqual([1, 2, 10]);
  });
});

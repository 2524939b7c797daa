import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ja } from '../i18n/ja';
import { byName, byTable, nameRanges, pairingsCsvRows, withPoints } from './pairingLists';

const paired = (name: string, matchPoints = 0, distinguishingId: string | null = null) => ({ id: name, name, matchPoints, distinguishingId });

const match = (table: number, p1: string, p2: string | null, extra = {}) =>
  ({
    id: `m${table}`,
    table,
    status: 'PENDING',
    player1: paired(p1),
    player2: p2 ? paired(p2) : null,
    player1Wins: 0,
    player2Wins: 0,
    draws: 0,
    ...extra,
  }) as never;

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('pairing lists', () => {
  it('lists every player once by name, with the opponent and table', () => {
    const rows = byName([match(2, 'Carol', 'Alice'), match(1, 'Bob', null)], 'en');
    expect(rows.map((r) => [r.name, r.table, r.opponent?.name ?? null])).toEqual([
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

  it('shows match points, and the player ID only where a name is shared', () => {
    expect(withPoints(paired('佐藤 葵', 6))).toBe('佐藤 葵 (6)');
    expect(withPoints(paired('佐藤 葵', 6, '1002'))).toBe('佐藤 葵 [1002] (6)');
  });
});

describe('name ranges (pairings by name over several sheets)', () => {
  it('splits into ranges of at most the given size, headed by first letters', () => {
    const ranges = nameRanges(names('Abe', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fox', 'Hall'), 3, 'en');
    expect(ranges.map((r) => [r.from, r.to, r.rows.length])).toEqual([
      ['A', 'C', 3],
      ['D', 'F', 3],
      ['H', 'H', 1],
    ]);
  });

  it('takes as many letters as it needs where a range ends and the next starts with the same letter', () => {
    const ranges = nameRanges(names('adams', 'Garcia', 'Gomez', 'Moreno', 'Mori', 'Nakamura'), 2, 'en');
    expect(ranges.map((r) => `${r.from}–${r.to}`)).toEqual(['A–Ga', 'Go–More', 'Mori–N']);
  });

  it('keeps a list that fits one sheet whole', () => {
    expect(nameRanges(names('Abe', 'Zed'), 50, 'en')).toEqual([{ from: 'A', to: 'Z', rows: names('Abe', 'Zed') }]);
    expect(nameRanges([], 50, 'en')).toEqual([]);
  });

  it('sorts and splits Japanese names in the order of the ja collator', () => {
    const rows = byName([match(1, 'わたなべ', 'あおき'), match(2, 'さとう', 'かとう')], 'ja');
    expect(rows.map((r) => r.name)).toEqual(['あおき', 'かとう', 'さとう', 'わたなべ']);
    expect(nameRanges(rows, 2, 'ja').map((r) => `${r.from}–${r.to}`)).toEqual(['あ–か', 'さ–わ']);
  });
});

describe('the pairings export', () => {
  const { translate } = polyglotI18nProvider(() => ja as never, 'ja');
  it('translates byes and statuses (no raw FINAL) and adds the player ID to duplicate names', () => {
    const dup: any = match(1, 'A', 'B', { status: 'FINAL', player1Wins: 2, player2Wins: 1 });
    dup.player1 = paired('佐藤 葵', 3, '1000002');
    const { header, rows } = pairingsCsvRows([{ number: 2, matches: [match(3, 'C', null, { status: 'FINAL' }), dup, match(2, 'D', 'E')] }], translate);
    expect(header).toEqual(['回戦', '卓', 'プレイヤー', '対戦相手', '結果', '状態']);
    expect(rows).toEqual([
      [2, 1, '佐藤 葵 [1000002]', 'B', '2-1', '確定'],
      [2, 2, 'D', 'E', '', '対戦中'],
      [2, 3, 'C', '不戦勝', '', '不戦勝'],
    ]);
  });
});

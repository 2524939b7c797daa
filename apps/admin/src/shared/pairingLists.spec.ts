import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ja } from '../app/i18n/ja';
import { byName, byTable, nameRanges, pairingsCsvRows, withPoints } from './pairingLists';

const paired = (name: string, matchPoints = 0, distinguishingId: string | null = null, nameReading: string | null = null) => ({
  id: name,
  name,
  nameReading,
  matchPoints,
  distinguishingId,
});

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

/** Each sheet's heading as the print writes it in English. */
const headings = (ranges: { spans: { from: string; to: string }[] }[]) =>
  ranges.map((r) => r.spans.map((span) => `${span.from}–${span.to}`).join(', '));

/** A match of two players given as [name, reading]. */
const readMatch = (table: number, [n1, r1]: [string, string | null], [n2, r2]: [string, string | null]) => {
  const m: any = match(table, n1, n2);
  m.player1 = paired(n1, 0, null, r1);
  m.player2 = paired(n2, 0, null, r2);
  return m;
};

describe('pairing lists', () => {
  it('lists every player once by name, with the opponent and table', () => {
    const rows = byName([match(2, 'Carol', 'Alice'), match(1, 'Bob', null)]);
    expect(rows.map((r) => [r.name, r.table, r.opponent?.name ?? null])).toEqual([
      ['Alice', 2, 'Carol'],
      ['Bob', 1, null],
      ['Carol', 2, 'Alice'],
    ]);
  });

  it('shows each player their own games first', () => {
    const rows = byName([match(1, 'A', 'B', { status: 'FINAL', player1Wins: 2, player2Wins: 1 })]);
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
    const ranges = nameRanges(names('Abe', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fox', 'Hall'), 3);
    expect(headings(ranges)).toEqual(['A–C', 'D–F', 'H–H']);
    expect(ranges.map((r) => r.rows.length)).toEqual([3, 3, 1]);
  });

  it('takes as many letters as it needs where a range ends and the next starts with the same letter', () => {
    const ranges = nameRanges(names('adams', 'Garcia', 'Gomez', 'Moreno', 'Mori', 'Nakamura'), 2);
    expect(headings(ranges)).toEqual(['A–Ga', 'Go–More', 'Mori–N']);
  });

  it('keeps a list that fits one sheet whole', () => {
    expect(nameRanges(names('Abe', 'Zed'), 50)).toEqual([{ spans: [{ from: 'A', to: 'Z' }], rows: names('Abe', 'Zed') }]);
    expect(nameRanges([], 50)).toEqual([]);
  });

  it('sorts and splits Japanese names in the order of the ja collator', () => {
    const rows = byName([match(1, 'わたなべ', 'あおき'), match(2, 'さとう', 'かとう')]);
    expect(rows.map((r) => r.name)).toEqual(['あおき', 'かとう', 'さとう', 'わたなべ']);
    expect(headings(nameRanges(rows, 2))).toEqual(['あ–か', 'さ–わ']);
  });
});

describe('lists by name with readings (フリガナ)', () => {
  // By code point 佐藤 (U+4F50) would come before 渡辺 (U+6E21) and 阿部 (U+963F) last; by reading あべ, さとう, わたなべ.
  // 加藤 has no reading: it sorts by its kanji, after the kana.
  const matches = [
    readMatch(1, ['渡辺 湊', 'わたなべ みなと'], ['阿部 翔', 'アベ ショウ']),
    readMatch(2, ['佐藤 葵', 'さとう あおい'], ['Alex Smith', null]),
    readMatch(3, ['加藤 蓮', null], ['小林 陽菜', 'こばやし ひな']),
  ];

  it('sorts by the reading when there is one, else by the name in the Japanese collation', () => {
    expect(byName(matches).map((r) => r.name)).toEqual(['Alex Smith', '阿部 翔', '小林 陽菜', '佐藤 葵', '渡辺 湊', '加藤 蓮']);
  });

  it('heads the ranges with the kana of the readings (katakana as hiragana), one span per script', () => {
    const ranges = nameRanges(byName(matches), 2);
    expect(headings(ranges)).toEqual(['A–A, あ–あ', 'こ–さ', 'わ–わ, 加–加']);
    expect(ranges.map((r) => r.rows.map((row) => row.name))).toEqual([
      ['Alex Smith', '阿部 翔'],
      ['小林 陽菜', '佐藤 葵'],
      ['渡辺 湊', '加藤 蓮'],
    ]);
  });

  it('takes as many kana as it needs between two readings that start alike', () => {
    const rows = [
      { name: '佐藤 葵', nameReading: 'さとう あおい' },
      { name: '佐野 蒼', nameReading: 'サノ アオイ' },
    ];
    expect(headings(nameRanges(rows, 1))).toEqual(['さ–さと', 'さの–さ']);
  });

  it('never heads one sheet from a Latin name to a Japanese one (「A〜山」)', () => {
    // A store's whole list on one sheet: Latin names, names with readings, one kanji name without a reading.
    const rows = byName([
      readMatch(1, ['Alex Smith', null], ['山田 太郎', 'ヤマダ タロウ']),
      readMatch(2, ['Ben Ito', null], ['阿部 翔', 'あべ しょう']),
      readMatch(3, ['山本 蓮', null], ['Zoe Abe', null]),
    ]);
    expect(headings(nameRanges(rows, 50))).toEqual(['A–Z, あ–や, 山–山']);
  });
});

describe('the pairings export', () => {
  const { translate } = polyglotI18nProvider(() => ja as never);
  it('translates byes and statuses (no raw FINAL) and adds the player ID to duplicate names', () => {
    const dup: any = match(1, 'A', 'B', { status: 'FINAL', player1Wins: 2, player2Wins: 1 });
    dup.player1 = paired('佐藤 葵', 3, '1000002');
    const { header, rows } = pairingsCsvRows(
      [{ number: 2, matches: [match(3, 'C', null, { status: 'FINAL' }), dup, match(2, 'D', 'E')] }],
      translate,
    );
    expect(header).toEqual(['回戦', '卓', 'プレイヤー', '対戦相手', '結果', '状態']);
    expect(rows).toEqual([
      [2, 1, '佐藤 葵 [1000002]', 'B', '2-1', '確定'],
      [2, 2, 'D', 'E', '', '対戦中'],
      [2, 3, 'C', '不戦勝', '', '不戦勝'],
    ]);
  });

  it('words a forgotten person’s anonymous name in the UI language', () => {
    const { rows } = pairingsCsvRows([{ number: 1, matches: [match(1, 'Forgotten player 7F3A', 'B')] }], translate);
    expect(rows[0].slice(2, 4)).toEqual(['削除済みプレイヤー 7F3A', 'B']);
  });
});

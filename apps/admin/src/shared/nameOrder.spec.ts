import { nameSortKey, sortByName } from './nameOrder';

describe('name order', () => {
  const players = [
    { name: '渡辺 湊', nameReading: 'わたなべ みなと' },
    { name: '佐藤 葵', nameReading: null },
    { name: '阿部 翔', nameReading: 'あべ しょう' },
    { name: 'alex Smith' },
    { name: 'Bo Chen', nameReading: '  ' },
  ];

  it('sorts by the reading when present, else by the name with the Japanese collator', () => {
    // Without a reading 佐藤 sorts among the kanji (JIS order), after the kana readings.
    expect(sortByName(players).map((p) => p.name)).toEqual(['alex Smith', 'Bo Chen', '阿部 翔', '渡辺 湊', '佐藤 葵']);
    expect(sortByName(players, true).map((p) => p.name)).toEqual(['佐藤 葵', '渡辺 湊', '阿部 翔', 'Bo Chen', 'alex Smith']);
  });

  it('sorts by the name where the reading is blank', () => {
    expect(nameSortKey({ name: ' Bo Chen ', nameReading: ' ' })).toBe('Bo Chen');
  });

  it('puts kanji names without a reading in the order of the Japanese collation, not by code point', () => {
    // By code point 佐 (U+4F50) < 加 (U+52A0)? No: U+4F50 < U+52A0, yet 加藤 (かとう) comes first in JIS order.
    expect(sortByName([{ name: '佐藤' }, { name: '加藤' }]).map((p) => p.name)).toEqual(['加藤', '佐藤']);
  });
});

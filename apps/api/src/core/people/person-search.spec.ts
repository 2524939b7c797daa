import { identifierForm, identifierKindOf, searchForm, searchKeyOf } from './person-search';

describe('the directory’s search form', () => {
  it('reads katakana as hiragana, half-width kana as full-width and full-width letters as half-width, without case or spaces', () => {
    expect(searchForm('サトウ アオイ')).toBe('さとうあおい');
    expect(searchForm('ｻﾄｳ ｱｵｲ')).toBe('さとうあおい');
    expect(searchForm('ヴァン')).toBe('ゔぁん');
    expect(searchForm('Ｇｒｅｔａ　Holm')).toBe('gretaholm');
    expect(searchForm('佐藤　葵')).toBe('佐藤葵');
  });

  it('keeps name, reading and display name each on a line of its own', () => {
    expect(searchKeyOf({ name: '佐藤 葵', nameReading: 'サトウ アオイ', displayName: null })).toBe('\n佐藤葵\nさとうあおい\n');
  });

  it('stores player IDs trimmed, in half width and upper case; an event’s game names its publisher’s kind', () => {
    expect(identifierForm(' ｐ-００１２ ')).toBe('P-0012');
    expect(identifierKindOf('magic')).toBe('WIZARDS');
    expect(identifierKindOf('fftcg')).toBe('SQUARE_ENIX');
  });
});

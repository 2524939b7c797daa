import { fileSlug, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs quoting, ends lines with CRLF', () => {
    const csv = toCsv(['rank', 'name'], [[1, '佐藤 葵'], [2, 'Smith, "Jo"']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('rank,name\r\n1,佐藤 葵\r\n2,"Smith, ""Jo"""\r\n');
  });

  it('neutralises spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], [-2]]).slice(1)).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n-2\r\n');
  });

  it('makes file names', () => {
    expect(fileSlug('Friday Night Magic: Round 3')).toBe('friday-night-magic-round-3');
    expect(fileSlug('大会 決勝')).toBe('大会-決勝');
  });
});

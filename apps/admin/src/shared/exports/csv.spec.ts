import Encoding from 'encoding-japanese';
import { decodeCsvFile, fileSlug, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs quoting, ends lines with CRLF', () => {
    const csv = toCsv(
      ['rank', 'name'],
      [
        [1, '佐藤 葵'],
        [2, 'Smith, "Jo"'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('rank,name\r\n1,佐藤 葵\r\n2,"Smith, ""Jo"""\r\n');
  });

  it('neutralises spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], [-2]]).slice(1)).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n-2\r\n');
  });

  it('neutralises every formula start: =, +, -, @', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['+cmd', '@SUM(A1)'],
          ['-x', '3.5'],
        ],
      ).slice(1),
    ).toBe("a,b\r\n'+cmd,'@SUM(A1)\r\n'-x,3.5\r\n");
  });

  it('reads UTF-8 with or without a BOM and Shift-JIS, and names any other encoding', () => {
    const utf8 = new TextEncoder().encode('name\n佐藤 葵\n');
    expect(decodeCsvFile(utf8)).toEqual({ text: 'name\n佐藤 葵\n' });
    expect(decodeCsvFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text: 'name\n佐藤 葵\n' });
    const sjis = Uint8Array.from(Encoding.convert(Array.from(utf8), { to: 'SJIS', from: 'UTF8' }));
    expect(decodeCsvFile(sjis)).toEqual({ text: 'name\n佐藤 葵\n' });
    const eucjp = Uint8Array.from(Encoding.convert(Array.from(utf8), { to: 'EUCJP', from: 'UTF8' }));
    expect(decodeCsvFile(eucjp)).toEqual({ unsupported: 'EUC-JP' });
  });

  it('makes file names', () => {
    expect(fileSlug('Friday Night Magic: Round 3')).toBe('friday-night-magic-round-3');
    expect(fileSlug('大会 決勝')).toBe('大会-決勝');
  });
});

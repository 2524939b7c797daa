import { AppError } from '../errors/app-error';
import { parseCsv, writeCsv } from './csv';

const refusal = (text: string) => {
  try {
    parseCsv(text);
  } catch (error) {
    return error as AppError;
  }
  return undefined;
};

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFname,id\r\n"Tanaka, Aoi",123\r\n"say ""hi""",\n')).toEqual([
      ['name', 'id'],
      ['Tanaka, Aoi', '123'],
      ['say "hi"', ''],
    ]);
  });

  it('keeps Japanese text and a last line without a newline', () => {
    expect(parseCsv('name\n佐藤 葵')).toEqual([['name'], ['佐藤 葵']]);
  });

  it('refuses an unclosed quote with its line', () => {
    expect(refusal('name,id\nAoi,1\n"Ren,2\nKai,3\n')).toMatchObject({ code: 'CSV_MALFORMED', params: { line: 3 } });
    expect(refusal('name,note\n"Aoi","two\nlines"\nRen,"open\n')).toMatchObject({ code: 'CSV_MALFORMED', params: { line: 4 } });
  });

  it('refuses text decoded in the wrong encoding, with the line', () => {
    expect(refusal('name\nAoi\n\uFFFD\uFFFD\n')).toMatchObject({ code: 'CSV_ENCODING', params: { line: 3 } });
  });
});

describe('writeCsv', () => {
  it('quotes what needs it and neutralises spreadsheet formulas, not numbers', () => {
    expect(
      writeCsv(
        ['name', 'note'],
        [
          ['=HYPERLINK("x")', '+1'],
          ['@SUM(A1)', '-3'],
          ['-cmd', 'a,b'],
          ['Aoi', null],
        ],
      ),
    ).toBe('name,note\r\n"\'=HYPERLINK(""x"")",\'+1\r\n\'@SUM(A1),-3\r\n\'-cmd,"a,b"\r\nAoi,\r\n');
  });
});

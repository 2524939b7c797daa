import { parseCsv } from './csv';

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
});

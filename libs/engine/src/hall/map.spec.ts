import type { HallTable } from './map';
import { inHallOrder, parseHallCsv, validateHallMap } from './map';

// Policy (Taikai's): the map's shape; the CSV columns are area,row,table,capacity,label.

const table = (label: string, area: string, row: number, number: number, capacity: 2 | 4 = 2): HallTable => ({
  label,
  area,
  row,
  number,
  capacity,
  inUse: true,
  feature: false,
});

describe('hall map', () => {
  it('orders tables by area, row and number', () => {
    const tables = [table('B-1', 'B', 1, 1), table('A-10', 'A', 2, 10), table('A-2', 'A', 1, 2), table('A-1', 'A', 1, 1)];
    expect(inHallOrder(tables).map((t) => t.label)).toEqual(['A-1', 'A-2', 'A-10', 'B-1']);
  });

  it('reports every problem of a map with the index of its table', () => {
    const tables = [
      table('A-1', 'A', 1, 1),
      table('A-1', 'A', 1, 2),
      table(' ', 'A', 1, 3),
      table('A-4', '', 0, 4),
      table('A-5', 'A', 1, 1, 3 as 2),
    ];
    expect(validateHallMap(tables).map((p) => [p.code, p.index])).toEqual([
      ['HALL_LABEL_DUPLICATE', 1],
      ['HALL_LABEL_EMPTY', 2],
      ['HALL_AREA_EMPTY', 3],
      ['HALL_POSITION_INVALID', 3],
      ['HALL_POSITION_DUPLICATE', 4],
      ['HALL_CAPACITY_INVALID', 4],
    ]);
  });

  it('reads a CSV with or without its header, writing a missing label as area-table', () => {
    const csv = 'area,row,table,capacity,label\nB,1,12,2,B-12\n\nC,2,1,4,\r\nFeature,1,1,2,"Stream 1"\n';
    const result = parseHallCsv(csv);
    expect(result).toEqual({
      ok: true,
      value: [table('B-12', 'B', 1, 12), table('C-1', 'C', 2, 1, 4), table('Stream 1', 'Feature', 1, 1)],
    });
    expect(parseHallCsv('B,1,12,2,B-12')).toEqual({ ok: true, value: [table('B-12', 'B', 1, 12)] });
  });

  it('refuses a CSV with its problems by line', () => {
    const csv = 'area,row,table,capacity,label\nB,1,12,2,B-12\nB,one,13,2\nB,1\nB,1,14,3,B-12\n';
    expect(parseHallCsv(csv)).toEqual({
      ok: false,
      error: [
        { code: 'HALL_CSV_NUMBER', line: 3 },
        { code: 'HALL_CSV_COLUMNS', line: 4 },
        { code: 'HALL_LABEL_DUPLICATE', line: 5 },
        { code: 'HALL_CAPACITY_INVALID', line: 5 },
      ],
    });
  });
});

import { seededRandom } from '../pairing/prng';
import type { HallAllocationRequest, MatchToSeat } from './allocate';
import { allocateHallTables, tableChoice, tableToMoveTo } from './allocate';
import type { HallTable, TableCapacity } from './map';

// Policy (Taikai's, no publisher rule covers a hall shared by events): see allocateHallTables.

/** A row of tables labelled area-number, numbered from `first`. */
function row(area: string, rowNumber: number, first: number, count: number, capacity: TableCapacity = 2): HallTable[] {
  return Array.from({ length: count }, (_, i) => ({
    label: `${area}-${first + i}`,
    area,
    row: rowNumber,
    number: first + i,
    capacity,
    inUse: true,
    feature: false,
  }));
}

const pairs = (count: number, prefix = 'p'): MatchToSeat[] =>
  Array.from({ length: count }, (_, i) => ({ players: [`${prefix}${2 * i}`, `${prefix}${2 * i + 1}`], seats: 2 }));

function request(tables: HallTable[], matches: MatchToSeat[], more: Partial<HallAllocationRequest> = {}): HallAllocationRequest {
  return { tables, matches, taken: new Set(), reserved: new Set(), previousBlock: [], fixedSeats: new Map(), ...more };
}

function labelsOf(result: ReturnType<typeof allocateHallTables>): string[] {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value.labels;
}

describe('allocateHallTables', () => {
  const hall = [...row('A', 1, 1, 6), ...row('A', 2, 7, 6), ...row('B', 1, 1, 6)];

  it('seats the best match at the first table of the first free block, in hall order', () => {
    expect(labelsOf(allocateHallTables(request(hall, pairs(3))))).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('keeps the previous block when its tables are free, even if others come first', () => {
    const result = allocateHallTables(request(hall, pairs(3), { previousBlock: ['B-2', 'B-3', 'B-4', 'B-5'] }));
    expect(labelsOf(result)).toEqual(['B-2', 'B-3', 'B-4']);
    expect(result.ok && result.value.keptBlock).toBe(true);
  });

  it('grows from the previous block rather than moving when the round needs one table more', () => {
    const taken = new Set(['A-1', 'A-2']);
    const result = allocateHallTables(request(hall, pairs(4), { taken, previousBlock: ['A-8', 'A-9', 'A-10'] }));
    // A-3..A-6 come first in the hall, but A-7..A-10 holds the whole previous block.
    expect(labelsOf(result)).toEqual(['A-7', 'A-8', 'A-9', 'A-10']);
    expect(result.ok && result.value.keptBlock).toBe(false);
  });

  it('never gives a table another event uses, nor one held for the main event, nor a feature or out-of-use table', () => {
    const tables = hall.map((t) => (t.label === 'A-3' ? { ...t, feature: true } : t.label === 'A-4' ? { ...t, inUse: false } : t));
    const labels = labelsOf(allocateHallTables(request(tables, pairs(8), { taken: new Set(['A-1']), reserved: new Set(['A-2']) })));
    expect(labels).not.toEqual(expect.arrayContaining(['A-1', 'A-2', 'A-3', 'A-4']));
    expect(new Set(labels).size).toBe(8);
  });

  it('prefers a block no other event interrupts, then one row over two', () => {
    // A row 1 has 4 free tables split by another event's table; A row 2 has 4 in a run.
    const taken = new Set(['A-3', 'A-5', 'A-6']);
    expect(labelsOf(allocateHallTables(request(hall, pairs(3), { taken })))).toEqual(['A-7', 'A-8', 'A-9']);
    // Five tables: A-10..A-12 and B-1..B-2 cross an area; A-7..A-11 stays in one row.
    expect(labelsOf(allocateHallTables(request(hall, pairs(5), { taken })))).toEqual(['A-7', 'A-8', 'A-9', 'A-10', 'A-11']);
  });

  it('takes a block in one area over a block across two when both are unbroken', () => {
    const taken = new Set(['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7', 'A-8', 'A-9', 'A-10']);
    // B-1, B-2 would cross areas; B-1..B-4 is one area.
    expect(labelsOf(allocateHallTables(request(hall, pairs(4), { taken })))).toEqual(['B-1', 'B-2', 'B-3', 'B-4']);
  });

  it('seats four-seat matches at four-seat tables and the others at what remains', () => {
    const tables = [...row('A', 1, 1, 3), ...row('C', 1, 1, 2, 4)];
    const matches: MatchToSeat[] = [...pairs(2), { players: ['t1', 't2', 't3', 't4'], seats: 4 }];
    expect(labelsOf(allocateHallTables(request(tables, matches)))).toEqual(['A-1', 'A-2', 'C-1']);
  });

  it('honours fixed seats across events, and seats the rest around them', () => {
    const fixedSeats = new Map([
      ['p3', 'B-6'],
      ['p4', 'A-1'],
    ]);
    const labels = labelsOf(allocateHallTables(request(hall, pairs(3), { fixedSeats })));
    expect(labels).toEqual(['A-2', 'B-6', 'A-1']);
  });

  it('reports a fixed seat it cannot give (taken, out of use, too small) and one claimed twice', () => {
    const tables = hall.map((t) => (t.label === 'A-5' ? { ...t, inUse: false } : t));
    const fixedSeats = new Map([
      ['p0', 'A-5'],
      ['p2', 'B-1'],
      ['p4', 'B-1'],
      ['p6', 'A-9'],
    ]);
    const result = allocateHallTables(request(tables, pairs(4), { fixedSeats, taken: new Set(['A-9']) }));
    if (!result.ok) throw new Error('refused');
    expect(result.value.labels[1]).toBe('B-1');
    expect(result.value.notices.map((n) => [n.code, n.player, n.label])).toEqual([
      ['FIXED_SEAT_UNAVAILABLE', 'p0', 'A-5'],
      ['FIXED_SEAT_CLASH', 'p4', 'B-1'],
      ['FIXED_SEAT_UNAVAILABLE', 'p6', 'A-9'],
    ]);
    expect(result.value.notices[0].assigned).toBe(result.value.labels[0]);
  });

  it('refuses with a coded shortage when the hall has too few free tables or four-seat tables', () => {
    expect(allocateHallTables(request(row('A', 1, 1, 2), pairs(3)))).toEqual({
      ok: false,
      error: { code: 'HALL_TABLES_SHORT', needed: 3, free: 2, neededFourSeat: 0, freeFourSeat: 0 },
    });
    const team: MatchToSeat = { players: ['a', 'b', 'c', 'd'], seats: 4 };
    const result = allocateHallTables(request(row('A', 1, 1, 5), [team]));
    expect(result.ok || result.error).toMatchObject({ neededFourSeat: 1, freeFourSeat: 0 });
  });

  it('seats a round of no matches at no tables', () => {
    expect(allocateHallTables(request(hall, []))).toEqual({ ok: true, value: { labels: [], keptBlock: false, notices: [] } });
  });

  it('property: over seeded random halls and rounds, no table twice, none unavailable, shortages only when short', () => {
    const random = seededRandom('hall-allocation');
    const pick = (n: number) => Math.floor(random() * n);
    for (let run = 0; run < 300; run++) {
      const tables: HallTable[] = [];
      for (const area of ['A', 'B', 'C'].slice(0, 1 + pick(3))) {
        for (let r = 1; r <= 1 + pick(3); r++) {
          for (const t of row(area, r, r * 100, 1 + pick(12), random() < 0.2 ? 4 : 2)) {
            tables.push({ ...t, inUse: random() > 0.1, feature: random() < 0.05 });
          }
        }
      }
      const other = new Set(tables.filter(() => random() < 0.3).map((t) => t.label));
      const reserved = new Set(tables.filter((t) => !other.has(t.label) && random() < 0.1).map((t) => t.label));
      const matches: MatchToSeat[] = pairs(pick(tables.length + 2)).map((m) => ({ ...m, seats: random() < 0.1 ? 4 : 2 }));
      const fixedSeats = new Map(matches.filter(() => random() < 0.1).map((m) => [m.players[0], tables[pick(tables.length)].label]));
      const previousBlock = tables.filter(() => random() < 0.3).map((t) => t.label);
      const result = allocateHallTables(request(tables, matches, { taken: other, reserved, fixedSeats, previousBlock }));
      const byLabel = new Map(tables.map((t) => [t.label, t]));
      const usable = (t: HallTable) => t.inUse && !other.has(t.label) && !reserved.has(t.label);
      if (!result.ok) {
        const { needed, free, neededFourSeat, freeFourSeat } = result.error;
        expect(free < needed || freeFourSeat < neededFourSeat).toBe(true);
        // Only the tables fixed seats took are missing from the free count.
        const seatedByFixedSeat = matches.length - needed;
        expect(free).toBeGreaterThanOrEqual(tables.filter((t) => usable(t) && !t.feature).length - seatedByFixedSeat);
        continue;
      }
      const labels = result.value.labels;
      expect(new Set(labels).size).toBe(matches.length);
      labels.forEach((label, i) => {
        const table = byLabel.get(label)!;
        expect(usable(table)).toBe(true);
        expect(table.capacity).toBeGreaterThanOrEqual(matches[i].seats);
        const fixed = matches[i].players.map((p) => fixedSeats.get(p)).find((l) => l !== undefined);
        if (table.feature) expect(fixed).toBe(label);
      });
    }
  });
});

describe('tableToMoveTo', () => {
  const hall = [...row('A', 1, 1, 4), ...row('A', 2, 5, 4), ...row('B', 1, 1, 4, 4)];

  it('moves to the nearest free table in the same row', () => {
    const taken = new Set(['A-1', 'A-2', 'A-3']);
    expect(tableToMoveTo({ tables: hall, taken, reserved: new Set(), from: 'A-2', seats: 2 })).toEqual({ ok: true, value: 'A-4' });
  });

  it('then the same area, then elsewhere, never to a feature, reserved or out-of-use table', () => {
    const tables = hall.map((t) => (t.label === 'A-5' ? { ...t, feature: true } : t.label === 'A-6' ? { ...t, inUse: false } : t));
    const taken = new Set(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(tableToMoveTo({ tables, taken, reserved: new Set(['A-7']), from: 'A-4', seats: 2 })).toEqual({ ok: true, value: 'A-8' });
    const full = new Set(hall.filter((t) => t.area === 'A').map((t) => t.label));
    expect(tableToMoveTo({ tables, taken: full, reserved: new Set(), from: 'A-4', seats: 2 })).toEqual({ ok: true, value: 'B-1' });
  });

  it('gives a four-seat match a four-seat table, and refuses with a code when none is free', () => {
    expect(tableToMoveTo({ tables: hall, taken: new Set(['B-1']), reserved: new Set(), from: 'B-1', seats: 4 })).toEqual({
      ok: true,
      value: 'B-2',
    });
    const all = new Set(hall.map((t) => t.label));
    expect(tableToMoveTo({ tables: hall, taken: all, reserved: new Set(), from: 'A-1', seats: 2 })).toEqual({
      ok: false,
      error: { code: 'HALL_NO_FREE_TABLE' },
    });
  });
});

describe('tableChoice', () => {
  const feature: HallTable = { label: 'F-1', area: 'F', row: 1, number: 1, capacity: 2, inUse: true, feature: true };
  const hall = [feature, ...row('A', 1, 1, 4)];
  const at = (entries: [string, string, string][]) =>
    new Map(entries.map(([label, event, match]) => [label, { event, match, seats: 2 as TableCapacity }]));
  const choose = (to: string, occupants = at([['A-2', 'e1', 'm1']]), more: { tables?: HallTable[]; reserved?: Set<string> } = {}) =>
    tableChoice({ tables: more.tables ?? hall, occupants, reserved: more.reserved ?? new Set(), from: 'A-2', event: 'e1', seats: 2, to });

  it('moves the match to a free feature table, displacing nobody', () => {
    expect(choose('F-1')).toEqual({ ok: true, value: { displaced: null } });
  });

  it("swaps with the same event's match at the table: it takes the table left", () => {
    expect(
      choose(
        'F-1',
        at([
          ['A-2', 'e1', 'm1'],
          ['F-1', 'e1', 'm2'],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { displaced: { match: 'm2', to: 'A-2' } },
    });
  });

  it("refuses another event's table, one held for the main event, one out of use, too small or unknown", () => {
    expect(
      choose(
        'F-1',
        at([
          ['A-2', 'e1', 'm1'],
          ['F-1', 'e2', 'm3'],
        ]),
      ),
    ).toEqual({ ok: false, error: { code: 'HALL_TABLE_BUSY' } });
    expect(choose('A-4', undefined, { reserved: new Set(['A-4']) })).toEqual({
      ok: false,
      error: { code: 'HALL_TABLE_BUSY' },
    });
    expect(choose('F-1', undefined, { tables: [{ ...feature, inUse: false }, ...row('A', 1, 1, 4)] }).ok).toBe(false);
    expect(choose('X-9')).toEqual({ ok: false, error: { code: 'HALL_TABLE_UNKNOWN' } });
    const fourSeat = tableChoice({
      tables: hall,
      occupants: new Map(),
      reserved: new Set(),
      from: 'A-1',
      event: 'e1',
      seats: 4,
      to: 'F-1',
    });
    expect(fourSeat).toEqual({ ok: false, error: { code: 'HALL_TABLE_TOO_SMALL' } });
  });

  it('sends a four-seat match displaced from the chosen table to the nearest free table (in hall order) when the table left is too small', () => {
    const tables = [{ ...feature, capacity: 4 as TableCapacity }, ...row('A', 1, 1, 3), ...row('B', 1, 1, 2, 4)];
    const occupants = new Map([
      ['A-2', { event: 'e1', match: 'm1', seats: 2 as TableCapacity }],
      ['F-1', { event: 'e1', match: 'm2', seats: 4 as TableCapacity }],
    ]);
    const result = tableChoice({ tables, occupants, reserved: new Set(), from: 'A-2', event: 'e1', seats: 2, to: 'F-1' });
    expect(result).toEqual({ ok: true, value: { displaced: { match: 'm2', to: 'B-2' } } });
  });
});

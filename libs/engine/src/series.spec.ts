import { rational, toString } from './rational';
import {
  computePayouts,
  computeSeriesStandings,
  decimalToRational,
  eventPoints,
  MATCH_POINTS,
  PAYOUT_PRESETS,
  PLACEMENT,
  SeriesEventResult,
  SeriesRule,
  STORE_CREDIT_BY_RECORD,
  validatePayoutRule,
  validateSeriesRule,
} from './series';

const result = (
  eventId: string,
  personId: string,
  wins: number,
  losses: number,
  draws = 0,
  place: number | null = null,
): SeriesEventResult => ({
  eventId,
  personId,
  name: personId.toUpperCase(),
  wins,
  losses,
  draws,
  place,
});

const summary = (rows: ReturnType<typeof computeSeriesStandings>) =>
  rows.map((row) => `${row.rank} ${row.personId} ${toString(row.points)}`);

describe('series points rules', () => {
  it('MATCH_POINTS: 3 per win, 1 per draw, summed over events', () => {
    const rows = computeSeriesStandings(MATCH_POINTS, [result('e1', 'ann', 3, 1), result('e2', 'ann', 2, 1, 1), result('e1', 'bob', 2, 2)]);
    expect(summary(rows)).toEqual(['1 ann 16', '2 bob 6']);
    expect(rows[0]).toMatchObject({ matchWins: 5, matchDraws: 1, matchLosses: 2, eventsPlayed: 2 });
  });

  it('PLACEMENT: points by place band plus attendance; no place yet earns attendance only', () => {
    expect(toString(eventPoints(PLACEMENT, result('e', 'a', 3, 0, 0, 1)))).toBe('11');
    expect(toString(eventPoints(PLACEMENT, result('e', 'a', 2, 1, 0, 4)))).toBe('7');
    expect(toString(eventPoints(PLACEMENT, result('e', 'a', 2, 1, 0, 8)))).toBe('5');
    expect(toString(eventPoints(PLACEMENT, result('e', 'a', 0, 3, 0, 17)))).toBe('1');
    expect(toString(eventPoints(PLACEMENT, result('e', 'a', 0, 0, 0, null)))).toBe('1');
  });

  it('STORE_CREDIT_BY_RECORD: credit by exact record, nothing for records not in the table', () => {
    expect(toString(eventPoints(STORE_CREDIT_BY_RECORD, result('e', 'a', 4, 0)))).toBe('4000');
    expect(toString(eventPoints(STORE_CREDIT_BY_RECORD, result('e', 'a', 3, 1)))).toBe('2000');
    expect(toString(eventPoints(STORE_CREDIT_BY_RECORD, result('e', 'a', 1, 3)))).toBe('0');
  });

  it('best N of M counts only the person’s N best events, and marks which', () => {
    const rule: SeriesRule = { ...MATCH_POINTS, bestEvents: 2 };
    const rows = computeSeriesStandings(rule, [
      result('e1', 'ann', 1, 3),
      result('e2', 'ann', 4, 0),
      result('e3', 'ann', 2, 2),
      result('e1', 'bob', 3, 1),
    ]);
    expect(summary(rows)).toEqual(['1 ann 18', '2 bob 9']);
    expect(rows[0].events.map((event) => [event.eventId, event.counted])).toEqual([
      ['e1', false],
      ['e2', true],
      ['e3', true],
    ]);
    // Tie-breaks still see every event: ann won 7 matches, not 6.
    expect(rows[0].matchWins).toBe(7);
  });

  it('half points and corrections add exactly, a negative correction may reorder', () => {
    const rule: SeriesRule = { ...MATCH_POINTS, matchDraw: 0.5 };
    const rows = computeSeriesStandings(
      rule,
      [result('e1', 'ann', 2, 0, 1), result('e1', 'bob', 2, 1)],
      [
        { personId: 'ann', points: decimalToRational('-0.75'), reason: 'late' },
        { personId: 'cat', points: rational(2), reason: 'judge at e1', name: 'CAT' },
      ],
    );
    expect(summary(rows)).toEqual(['1 bob 6', '2 ann 23/4', '3 cat 2']);
    expect(rows[1].corrections).toHaveLength(1);
    expect(rows[2]).toMatchObject({ name: 'CAT', eventsPlayed: 0, bestPlace: null });
  });

  it('tie-breaks in the rule’s order; level on all of them shares a rank', () => {
    const results = [
      result('e1', 'ann', 1, 0, 0, 5),
      result('e2', 'ann', 0, 1, 0, 9),
      result('e1', 'bob', 1, 0, 0, 2),
      result('e1', 'cy', 1, 0, 0, 2),
    ];
    const byEvents = computeSeriesStandings({ ...MATCH_POINTS, tieBreaks: ['eventsPlayed', 'bestPlace'] }, results);
    expect(summary(byEvents)).toEqual(['1 ann 3', '2 bob 3', '2 cy 3']);
    const byPlace = computeSeriesStandings({ ...MATCH_POINTS, tieBreaks: ['bestPlace', 'name'] }, results);
    expect(summary(byPlace)).toEqual(['1 bob 3', '2 cy 3', '3 ann 3']);
  });

  it('does not depend on the order of its input', () => {
    const results = [
      result('e1', 'ann', 2, 1, 0, 3),
      result('e1', 'bob', 2, 1, 0, 2),
      result('e2', 'bob', 0, 3, 0, 8),
      result('e2', 'cy', 3, 0, 0, 1),
    ];
    expect(computeSeriesStandings(PLACEMENT, [...results].reverse())).toEqual(computeSeriesStandings(PLACEMENT, results));
  });
});

describe('validating rules', () => {
  it('fills defaults and accepts the presets as they are stored', () => {
    expect(validateSeriesRule({ matchWin: 3 })).toEqual({
      ok: true,
      value: { ...MATCH_POINTS, matchDraw: 0 },
    });
    for (const preset of [MATCH_POINTS, PLACEMENT, STORE_CREDIT_BY_RECORD]) {
      expect(validateSeriesRule(JSON.parse(JSON.stringify(preset)))).toEqual({ ok: true, value: preset });
    }
  });

  it.each([
    [{ matchWin: 0.125 }, 'matchWin'],
    [{ matchWin: '3' }, 'matchWin'],
    [{ bestEvents: 0 }, 'bestEvents'],
    [{ places: [{ from: 3, to: 2, points: 1 }] }, 'places.0.to'],
    [
      {
        places: [
          { from: 1, to: 4, points: 1 },
          { from: 4, to: 8, points: 1 },
        ],
      },
      'places.1.from',
    ],
    [
      {
        records: [
          { wins: 1, losses: 0, points: 1 },
          { wins: 1, losses: 0, draws: 0, points: 2 },
        ],
      },
      'records.1.wins',
    ],
    [{ tieBreaks: ['coinFlip'] }, 'tieBreaks.0'],
    [{ tieBreaks: ['name', 'name'] }, 'tieBreaks'],
    [[], ''],
  ])('refuses %j at %s', (input, field) => {
    expect(validateSeriesRule(input)).toEqual({ ok: false, error: { code: 'SERIES_RULE_INVALID', field } });
  });

  it('payout rules: by record or place, whole non-negative amounts', () => {
    expect(validatePayoutRule(JSON.parse(JSON.stringify(PAYOUT_PRESETS.STORE_CREDIT_BY_RECORD)))).toEqual({
      ok: true,
      value: PAYOUT_PRESETS.STORE_CREDIT_BY_RECORD,
    });
    expect(validatePayoutRule({ by: 'place', table: [{ from: 1, to: 1, points: 10.5 }] })).toMatchObject({
      ok: false,
      error: { field: 'table.0.points' },
    });
    expect(validatePayoutRule({ by: 'luck', table: [] })).toMatchObject({ ok: false, error: { field: 'by' } });
  });
});

describe('payouts', () => {
  const results = [
    result('e1', 'ann', 4, 0, 0, 1),
    result('e1', 'bob', 3, 1, 0, 2),
    result('e1', 'cy', 1, 3, 0, 7),
    result('e2', 'bob', 4, 0, 0, 1),
  ];

  it('by record: per event, summed per person for a series, nobody with nothing', () => {
    const lines = computePayouts(PAYOUT_PRESETS.STORE_CREDIT_BY_RECORD, results);
    expect(lines.map((line) => [line.personId, line.amount, line.events.length])).toEqual([
      ['bob', 6000, 2],
      ['ann', 4000, 1],
    ]);
    expect(
      computePayouts(
        PAYOUT_PRESETS.STORE_CREDIT_BY_RECORD,
        results.filter((r) => r.eventId === 'e1'),
      ).map((line) => line.amount),
    ).toEqual([4000, 2000]);
  });

  it('by place', () => {
    const lines = computePayouts(
      {
        by: 'place',
        table: [
          { from: 1, to: 1, points: 3000 },
          { from: 2, to: 8, points: 500 },
        ],
      },
      results,
    );
    expect(lines.map((line) => [line.personId, line.amount])).toEqual([
      ['bob', 3500],
      ['ann', 3000],
      ['cy', 500],
    ]);
  });
});

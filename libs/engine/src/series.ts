/**
 * Series (a season, a league, a monthly ranking): points earned across several events under an
 * organizer's points rule, and store credit or prizes by record or by place. None of this is a
 * publisher's rule: every number here is the organizer's, so the rule is data they choose
 * (starting from a preset) and the engine only applies it, exactly (rationals, never floats).
 */
import { add, compare, rational, Rational, ZERO } from './rational';
import { fail, ok, Validated } from './validated';

/** Orders people level on points; `name` last makes every rank distinct among different names. */
export type SeriesTieBreak = 'matchWins' | 'eventsPlayed' | 'bestPlace' | 'name';
export const SERIES_TIE_BREAKS: readonly SeriesTieBreak[] = ['matchWins', 'eventsPlayed', 'bestPlace', 'name'];

/** Points for a place range of an event's final standings: places `from` to `to`, both included. */
export interface PlaceBand {
  readonly from: number;
  readonly to: number;
  readonly points: number;
}

/** Points for finishing an event with exactly this record. */
export interface RecordPoints {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly points: number;
}

/**
 * How a person's points in one event are made (all of them add up): per match won, drawn or
 * lost, for taking part at all, by place, and by record. `bestEvents`: only the person's N best
 * events count (null: all of them).
 */
export interface SeriesRule {
  readonly matchWin: number;
  readonly matchDraw: number;
  readonly matchLoss: number;
  readonly attendance: number;
  readonly places: readonly PlaceBand[];
  readonly records: readonly RecordPoints[];
  readonly bestEvents: number | null;
  readonly tieBreaks: readonly SeriesTieBreak[];
}

const NOTHING = { matchWin: 0, matchDraw: 0, matchLoss: 0, attendance: 0, places: [], records: [], bestEvents: null } as const;
const DEFAULT_TIE_BREAKS: readonly SeriesTieBreak[] = ['matchWins', 'eventsPlayed', 'bestPlace', 'name'];

/** 3 per match won, 1 per draw: the usual league. */
export const MATCH_POINTS: SeriesRule = { ...NOTHING, matchWin: 3, matchDraw: 1, tieBreaks: DEFAULT_TIE_BREAKS };

/** Points by place in each event (1st 10, 2nd 8, 3rd–4th 6, 5th–8th 4, 9th–16th 2) and 1 for coming. */
export const PLACEMENT: SeriesRule = {
  ...NOTHING,
  attendance: 1,
  places: [
    { from: 1, to: 1, points: 10 },
    { from: 2, to: 2, points: 8 },
    { from: 3, to: 4, points: 6 },
    { from: 5, to: 8, points: 4 },
    { from: 9, to: 16, points: 2 },
  ],
  tieBreaks: ['bestPlace', 'matchWins', 'eventsPlayed', 'name'],
};

const CREDIT_BY_RECORD: readonly RecordPoints[] = [
  { wins: 4, losses: 0, draws: 0, points: 4000 },
  { wins: 3, losses: 0, draws: 1, points: 3000 },
  { wins: 3, losses: 1, draws: 0, points: 2000 },
  { wins: 2, losses: 1, draws: 1, points: 1000 },
  { wins: 2, losses: 2, draws: 0, points: 500 },
];

/** Store credit by a four-round event's record (4-0 ¥4,000, 3-1 ¥2,000, …), summed over the season. */
export const STORE_CREDIT_BY_RECORD: SeriesRule = { ...NOTHING, records: CREDIT_BY_RECORD, tieBreaks: DEFAULT_TIE_BREAKS };

export const SERIES_PRESETS = { MATCH_POINTS, PLACEMENT, STORE_CREDIT_BY_RECORD } as const;
export type SeriesPreset = keyof typeof SERIES_PRESETS;

/** What a person is paid per event: an amount by exact record, or by place band. Amounts are whole units (yen). */
export type PayoutRule =
  { readonly by: 'record'; readonly table: readonly RecordPoints[] } | { readonly by: 'place'; readonly table: readonly PlaceBand[] };

export const PAYOUT_PRESETS = {
  STORE_CREDIT_BY_RECORD: { by: 'record', table: CREDIT_BY_RECORD },
  PRIZES_BY_PLACE: { by: 'place', table: PLACEMENT.places.map((band) => ({ ...band, points: band.points * 500 })) },
} as const satisfies Record<string, PayoutRule>;

export interface SeriesRuleError {
  readonly code: 'SERIES_RULE_INVALID';
  /** The field at fault, as a path: `places.2.to`. */
  readonly field: string;
}

type Reader = (value: unknown, field: string) => unknown;

class RuleInvalid extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

const record = (value: unknown, field: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RuleInvalid(field);
  return value as Record<string, unknown>;
};

/** Points: at most two decimals (half points are common), within ±1,000,000. */
const points: Reader = (value, field) => {
  if (typeof value !== 'number' || Math.abs(value) > 1_000_000 || !/^-?\d+(\.\d{1,2})?$/.test(String(value))) throw new RuleInvalid(field);
  return value;
};

const count =
  (min: number, max: number): Reader =>
  (value, field) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new RuleInvalid(field);
    return value;
  };

const list = <T>(value: unknown, field: string, max: number, item: (value: unknown, field: string) => T): T[] => {
  if (!Array.isArray(value) || value.length > max) throw new RuleInvalid(field);
  return value.map((entry, index) => item(entry, `${field}.${index}`));
};

const placeBands = (value: unknown, field: string, amount: Reader): PlaceBand[] => {
  const bands = list(value, field, 64, (entry, at) => {
    const band = record(entry, at);
    const from = count(1, 100_000)(band.from, `${at}.from`) as number;
    const to = count(from, 100_000)(band.to, `${at}.to`) as number;
    return { from, to, points: amount(band.points, `${at}.points`) as number };
  });
  bands.forEach((band, index) => {
    if (bands.some((other, at) => at < index && other.from <= band.to && band.from <= other.to))
      throw new RuleInvalid(`${field}.${index}.from`);
  });
  return bands;
};

const recordTable = (value: unknown, field: string, amount: Reader): RecordPoints[] => {
  const rows = list(value, field, 64, (entry, at) => {
    const row = record(entry, at);
    return {
      wins: count(0, 100)(row.wins, `${at}.wins`) as number,
      losses: count(0, 100)(row.losses, `${at}.losses`) as number,
      draws: count(0, 100)(row.draws ?? 0, `${at}.draws`) as number,
      points: amount(row.points, `${at}.points`) as number,
    };
  });
  rows.forEach((row, index) => {
    if (rows.some((other, at) => at < index && sameRecord(other, row))) throw new RuleInvalid(`${field}.${index}.wins`);
  });
  return rows;
};

const sameRecord = (a: { wins: number; losses: number; draws: number }, b: { wins: number; losses: number; draws: number }) =>
  a.wins === b.wins && a.losses === b.losses && a.draws === b.draws;

function validated<T>(read: () => T): Validated<T, SeriesRuleError> {
  try {
    return ok(read());
  } catch (error) {
    if (error instanceof RuleInvalid) return fail({ code: 'SERIES_RULE_INVALID', field: error.field });
    throw error;
  }
}

/** A series rule from stored or entered JSON; missing amounts are 0, missing tie-breaks the default order. */
export function validateSeriesRule(input: unknown): Validated<SeriesRule, SeriesRuleError> {
  return validated(() => {
    const rule = record(input, '');
    const tieBreaks = list(rule.tieBreaks ?? DEFAULT_TIE_BREAKS, 'tieBreaks', SERIES_TIE_BREAKS.length, (value, field) => {
      if (!SERIES_TIE_BREAKS.includes(value as SeriesTieBreak)) throw new RuleInvalid(field);
      return value as SeriesTieBreak;
    });
    if (new Set(tieBreaks).size !== tieBreaks.length) throw new RuleInvalid('tieBreaks');
    return {
      matchWin: points(rule.matchWin ?? 0, 'matchWin') as number,
      matchDraw: points(rule.matchDraw ?? 0, 'matchDraw') as number,
      matchLoss: points(rule.matchLoss ?? 0, 'matchLoss') as number,
      attendance: points(rule.attendance ?? 0, 'attendance') as number,
      places: placeBands(rule.places ?? [], 'places', points),
      records: recordTable(rule.records ?? [], 'records', points),
      bestEvents: rule.bestEvents == null ? null : (count(1, 10_000)(rule.bestEvents, 'bestEvents') as number),
      tieBreaks,
    };
  });
}

/** A payout rule from stored or entered JSON: amounts are whole, not negative. */
export function validatePayoutRule(input: unknown): Validated<PayoutRule, SeriesRuleError> {
  return validated(() => {
    const rule = record(input, '');
    const amount = count(0, 100_000_000);
    if (rule.by === 'record') return { by: 'record', table: recordTable(rule.table, 'table', amount) };
    if (rule.by === 'place') return { by: 'place', table: placeBands(rule.table, 'table', amount) };
    throw new RuleInvalid('by');
  });
}

/** A number with at most a few decimals, exactly: 2.5 → 5/2 (no binary fraction error). */
export function decimalToRational(value: number | string): Rational {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const num = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return rational(num, 10n ** BigInt(fraction.length));
}

/** One person's line of one event: their record and final place (null before the event has places). */
export interface SeriesEventResult {
  readonly eventId: string;
  readonly personId: string;
  readonly name: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly place: number | null;
}

/** An organizer's correction of a person's series points (positive or negative), with why. */
export interface SeriesPointsCorrection {
  readonly personId: string;
  readonly points: Rational;
  readonly reason: string;
  /** The person's name, for someone corrected before any event of the series. */
  readonly name?: string;
}

export interface SeriesEventPoints {
  readonly eventId: string;
  readonly points: Rational;
  /** Among the person's best N events (always true without `bestEvents`). */
  readonly counted: boolean;
}

export interface SeriesStandingRow {
  readonly personId: string;
  readonly name: string;
  /** 1-based; people level on points and every tie-break share a rank. */
  readonly rank: number;
  /** Counted events' points plus corrections. */
  readonly points: Rational;
  readonly events: readonly SeriesEventPoints[];
  readonly corrections: readonly SeriesPointsCorrection[];
  readonly matchWins: number;
  readonly matchDraws: number;
  readonly matchLosses: number;
  readonly eventsPlayed: number;
  readonly bestPlace: number | null;
}

const bandOf = <T extends PlaceBand>(bands: readonly T[], place: number | null) =>
  place === null ? undefined : bands.find((band) => band.from <= place && place <= band.to);
const recordOf = <T extends RecordPoints>(rows: readonly T[], result: { wins: number; losses: number; draws: number }) =>
  rows.find((row) => sameRecord(row, result));

/** A person's points in one event under the rule. */
export function eventPoints(rule: SeriesRule, result: SeriesEventResult): Rational {
  const r = (value: number) => decimalToRational(value);
  let total = r(rule.attendance);
  total = add(total, multiplyInt(r(rule.matchWin), result.wins));
  total = add(total, multiplyInt(r(rule.matchDraw), result.draws));
  total = add(total, multiplyInt(r(rule.matchLoss), result.losses));
  total = add(total, r(bandOf(rule.places, result.place)?.points ?? 0));
  return add(total, r(recordOf(rule.records, result)?.points ?? 0));
}

const multiplyInt = (value: Rational, times: number) => rational(BigInt(value.num) * BigInt(times), value.den);

/**
 * The series standings: each person's events scored by the rule, their best `bestEvents` counted,
 * corrections added; ordered by points, then the rule's tie-breaks (match wins, events played and
 * the best single place across all their events, not only the counted ones), then name and id so
 * the order never depends on the input's (a person's events are listed by event id).
 */
export function computeSeriesStandings(
  rule: SeriesRule,
  results: readonly SeriesEventResult[],
  corrections: readonly SeriesPointsCorrection[] = [],
): SeriesStandingRow[] {
  const people = new Map<string, { name: string; results: SeriesEventResult[]; corrections: SeriesPointsCorrection[] }>();
  const personOf = (personId: string, name: string) => {
    let person = people.get(personId);
    if (!person) people.set(personId, (person = { name, results: [], corrections: [] }));
    return person;
  };
  for (const result of results) personOf(result.personId, result.name).results.push(result);
  for (const correction of corrections) {
    // A correction for someone with no event yet still counts.
    personOf(correction.personId, correction.name ?? '').corrections.push(correction);
  }
  const rows = [...people.entries()].map(([personId, person]) => {
    person.results.sort((a, b) => compareText(a.eventId, b.eventId));
    const scored = person.results.map((result) => ({ eventId: result.eventId, points: eventPoints(rule, result) }));
    const best = new Set(
      [...scored.keys()].sort((a, b) => compare(scored[b].points, scored[a].points) || a - b).slice(0, rule.bestEvents ?? scored.length),
    );
    const events = scored.map((event, index) => ({ ...event, counted: best.has(index) }));
    const total = [
      ...events.filter((event) => event.counted).map((event) => event.points),
      ...person.corrections.map((c) => c.points),
    ].reduce(add, ZERO);
    const places = person.results.map((result) => result.place).filter((place): place is number => place !== null);
    return {
      personId,
      name: person.name,
      points: total,
      events,
      corrections: person.corrections,
      matchWins: sum(person.results.map((result) => result.wins)),
      matchDraws: sum(person.results.map((result) => result.draws)),
      matchLosses: sum(person.results.map((result) => result.losses)),
      eventsPlayed: person.results.length,
      bestPlace: places.length ? Math.min(...places) : null,
    };
  });
  type Unranked = (typeof rows)[number];
  const byTieBreak: Record<SeriesTieBreak, (a: Unranked, b: Unranked) => number> = {
    matchWins: (a, b) => b.matchWins - a.matchWins,
    eventsPlayed: (a, b) => b.eventsPlayed - a.eventsPlayed,
    bestPlace: (a, b) => (a.bestPlace ?? Infinity) - (b.bestPlace ?? Infinity) || 0,
    name: (a, b) => compareText(a.name, b.name),
  };
  const level = (a: Unranked, b: Unranked) =>
    compare(b.points, a.points) || rule.tieBreaks.reduce((order, tieBreak) => order || byTieBreak[tieBreak](a, b), 0);
  rows.sort((a, b) => level(a, b) || compareText(a.name, b.name) || compareText(a.personId, b.personId));
  const ranked: SeriesStandingRow[] = [];
  rows.forEach((row, index) => {
    const rank = index > 0 && level(rows[index - 1], row) === 0 ? ranked[index - 1].rank : index + 1;
    ranked.push({ ...row, rank });
  });
  return ranked;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface PayoutLine {
  readonly personId: string;
  readonly name: string;
  readonly amount: number;
  /** Per event (one entry for an event's sheet). */
  readonly events: readonly { readonly eventId: string; readonly amount: number }[];
}

/**
 * The payout rule applied to each event's results, summed per person, highest amount first (then
 * name): the sheet a store pays store credit from, for one event or a whole series. People
 * earning nothing are left out.
 */
export function computePayouts(rule: PayoutRule, results: readonly SeriesEventResult[]): PayoutLine[] {
  const lines = new Map<string, { name: string; amount: number; events: { eventId: string; amount: number }[] }>();
  for (const result of results) {
    const amount = rule.by === 'record' ? (recordOf(rule.table, result)?.points ?? 0) : (bandOf(rule.table, result.place)?.points ?? 0);
    if (amount === 0) continue;
    const line = lines.get(result.personId) ?? { name: result.name, amount: 0, events: [] };
    line.amount += amount;
    line.events.push({ eventId: result.eventId, amount });
    lines.set(result.personId, line);
  }
  return [...lines.entries()]
    .map(([personId, line]) => ({ personId, ...line }))
    .sort((a, b) => b.amount - a.amount || compareText(a.name, b.name) || compareText(a.personId, b.personId));
}

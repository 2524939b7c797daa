import type { PlayerId } from '../model';
import type { Validated } from '../validated';
import { fail, ok } from '../validated';
import type { HallTable, TableCapacity } from './map';
import { inHallOrder } from './map';

/** A match of the round to seat, best first: the best gets the block's first table. */
export interface MatchToSeat {
  readonly players: readonly PlayerId[];
  /** 4 for a match that needs a four-seat table (Two-Headed Giant, a team match side by side). */
  readonly seats: TableCapacity;
}

export interface HallAllocationRequest {
  /** The hall's whole map. */
  readonly tables: readonly HallTable[];
  /** Labels other events' running rounds use. */
  readonly taken: ReadonlySet<string>;
  /** Labels held for another event between its rounds (the main event's block): never given here. */
  readonly reserved: ReadonlySet<string>;
  /** Labels this event used in its previous round. */
  readonly previousBlock: readonly string[];
  /** A player's fixed seat: the label of their table, across the convention's events. */
  readonly fixedSeats: ReadonlyMap<PlayerId, string>;
  readonly matches: readonly MatchToSeat[];
}

export type HallNotice =
  /** The fixed seat is out of use, taken, held for another event, too small or unknown: seated elsewhere. */
  | { readonly code: 'FIXED_SEAT_UNAVAILABLE'; readonly player: PlayerId; readonly label: string; readonly assigned: string }
  /** Another match claimed the fixed seat first (both players of one match, or two matches). */
  | { readonly code: 'FIXED_SEAT_CLASH'; readonly player: PlayerId; readonly label: string; readonly assigned: string };

export interface HallAllocation {
  /** The label of each match's table, in the order given. */
  readonly labels: string[];
  /** True when every table outside fixed seats came from the previous round's block. */
  readonly keptBlock: boolean;
  readonly notices: HallNotice[];
}

/** The hall has fewer free tables (or four-seat tables) than the round needs. */
export interface HallShortage {
  readonly code: 'HALL_TABLES_SHORT';
  readonly needed: number;
  readonly free: number;
  readonly neededFourSeat: number;
  readonly freeFourSeat: number;
}

/**
 * Gives each match of a round a table of the hall (Taikai's policy; no publisher rule covers a
 * shared hall). Fixed seats first (the first claim wins); then the event keeps the free tables of
 * its previous block when they suffice; otherwise it takes the block of free tables that is
 * interrupted least by tables others use, overlaps its previous block most, spans fewest areas
 * and rows, and comes first in hall order. Feature tables, tables out of use, taken or held for
 * another event are never given, so nothing is booked twice.
 */
export function allocateHallTables(request: HallAllocationRequest): Validated<HallAllocation, HallShortage> {
  const hall = inHallOrder(request.tables);
  const byLabel = new Map(hall.map((table) => [table.label, table]));
  const unavailable = (label: string) => request.taken.has(label) || request.reserved.has(label);
  const labels = new Array<string>(request.matches.length).fill('');
  const claimed = new Set<string>();
  const pending: { match: number; player: PlayerId; label: string; code: HallNotice['code'] }[] = [];

  request.matches.forEach((match, i) => {
    for (const player of match.players) {
      const label = request.fixedSeats.get(player);
      if (label === undefined || labels[i] === label) continue;
      const table = byLabel.get(label);
      const usable = table !== undefined && table.inUse && !unavailable(label) && table.capacity >= match.seats;
      if (labels[i] === '' && usable && !claimed.has(label)) {
        labels[i] = label;
        claimed.add(label);
      } else {
        pending.push({ match: i, player, label, code: usable ? 'FIXED_SEAT_CLASH' : 'FIXED_SEAT_UNAVAILABLE' });
      }
    }
  });

  const free = hall.filter((t) => t.inUse && !t.feature && !unavailable(t.label) && !claimed.has(t.label));
  const open = request.matches.map((match, i) => ({ match, i })).filter(({ i }) => labels[i] === '');
  const needed = open.length;
  const neededFourSeat = open.filter(({ match }) => match.seats === 4).length;
  const freeFourSeat = free.filter((t) => t.capacity === 4).length;
  if (free.length < needed || freeFourSeat < neededFourSeat) {
    return fail({ code: 'HALL_TABLES_SHORT', needed, free: free.length, neededFourSeat, freeFourSeat });
  }

  const previous = new Set(request.previousBlock);
  const kept = free.filter((t) => previous.has(t.label));
  const keptBlock = needed > 0 && fits(kept, needed, neededFourSeat);
  const block = keptBlock ? kept : bestBlock(hall, free, previous, unavailable, needed, neededFourSeat);
  const seated = seat(
    block,
    open.map(({ match }) => match.seats),
  );
  open.forEach(({ i }, k) => (labels[i] = seated[k]));

  const notices: HallNotice[] = pending.map(({ match, player, label, code }) => ({ code, player, label, assigned: labels[match] }));
  return ok({ labels, keptBlock, notices });
}

function fits(tables: readonly HallTable[], needed: number, neededFourSeat: number): boolean {
  return tables.length >= needed && tables.filter((t) => t.capacity === 4).length >= neededFourSeat;
}

/** Four-seat matches take the block's four-seat tables in order, the others what remains in order. */
function seat(block: readonly HallTable[], seats: readonly TableCapacity[]): string[] {
  const labels = new Array<string>(seats.length).fill('');
  const used = new Set<number>();
  const take = (i: number, accept: (t: HallTable) => boolean) => {
    const k = block.findIndex((t, at) => !used.has(at) && accept(t));
    used.add(k);
    labels[i] = block[k].label;
  };
  seats.forEach((s, i) => s === 4 && take(i, (t) => t.capacity === 4));
  seats.forEach((s, i) => s === 2 && take(i, () => true));
  return labels;
}

/**
 * The best run of consecutive free tables (in hall order) holding `needed` tables with
 * `neededFourSeat` four-seat ones: for each start, the shortest such run, compared by
 * (tables others use inside it, − overlap with the previous block, areas, rows, start).
 */
function bestBlock(
  hall: readonly HallTable[],
  free: readonly HallTable[],
  previous: ReadonlySet<string>,
  unavailable: (label: string) => boolean,
  needed: number,
  neededFourSeat: number,
): HallTable[] {
  if (needed === 0) return [];
  const position = new Map(hall.map((t, p) => [t.label, p]));
  const blockedBefore = prefix(hall.map((t) => unavailable(t.label)));
  const fourBefore = prefix(free.map((t) => t.capacity === 4));
  const previousBefore = prefix(free.map((t) => previous.has(t.label)));
  const areaChanges = prefix(free.map((t, i) => i > 0 && t.area !== free[i - 1].area));
  const rowChanges = prefix(free.map((t, i) => i > 0 && (t.area !== free[i - 1].area || t.row !== free[i - 1].row)));
  let best: { key: number[]; start: number; end: number } | undefined;
  let end = 0;
  for (let start = 0; start < free.length; start++) {
    end = Math.max(end, start + needed);
    while (end <= free.length && fourBefore[end] - fourBefore[start] < neededFourSeat) end++;
    if (end > free.length) break;
    const key = [
      blockedBefore[position.get(free[end - 1].label)!] - blockedBefore[position.get(free[start].label)!],
      -(previousBefore[end] - previousBefore[start]),
      areaChanges[end] - areaChanges[start + 1],
      rowChanges[end] - rowChanges[start + 1],
    ];
    if (best === undefined || lexicographicallyLess(key, best.key)) best = { key, start, end };
  }
  // allocateHallTables checked that the free tables suffice, so a run exists.
  return free.slice(best!.start, best!.end);
}

/** counts[i] = how many of flags[0..i-1] are true. */
function prefix(flags: readonly boolean[]): number[] {
  const counts = [0];
  flags.forEach((flag, i) => counts.push(counts[i] + (flag ? 1 : 0)));
  return counts;
}

function lexicographicallyLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

export interface TableMoveRequest {
  readonly tables: readonly HallTable[];
  /** Labels every running round uses (the moving match's own table among them). */
  readonly taken: ReadonlySet<string>;
  readonly reserved: ReadonlySet<string>;
  /** The table its match leaves. */
  readonly from: string;
  readonly seats: TableCapacity;
}

/**
 * The free table a match moves to when its table is taken out of use: the nearest in hall
 * order to the one it leaves, in its row first, then its area, so players walk least.
 */
export function tableToMoveTo(request: TableMoveRequest): Validated<string, { readonly code: 'HALL_NO_FREE_TABLE' }> {
  const hall = inHallOrder(request.tables);
  const fromAt = hall.findIndex((t) => t.label === request.from);
  const from = hall[fromAt];
  let best: { key: number[]; label: string } | undefined;
  hall.forEach((t, at) => {
    if (!t.inUse || t.feature || t.capacity < request.seats) return;
    if (t.label === request.from || request.taken.has(t.label) || request.reserved.has(t.label)) return;
    const key =
      from === undefined
        ? [at]
        : [t.area === from.area ? 0 : 1, t.area === from.area && t.row === from.row ? 0 : 1, Math.abs(at - fromAt), at];
    if (best === undefined || lexicographicallyLess(key, best.key)) best = { key, label: t.label };
  });
  return best === undefined ? fail({ code: 'HALL_NO_FREE_TABLE' }) : ok(best.label);
}

/** A match of a running round at a table of the hall. */
export interface TableOccupant {
  readonly event: string;
  readonly match: string;
  readonly seats: TableCapacity;
}

export interface TableChoiceRequest {
  readonly tables: readonly HallTable[];
  /** The matches of every running round, by the label of their table. */
  readonly occupants: ReadonlyMap<string, TableOccupant>;
  /** Labels held for another event between its rounds (the main event's block). */
  readonly reserved: ReadonlySet<string>;
  /** The table the moving match sits at now. */
  readonly from: string;
  /** The moving match's event and the seats it needs. */
  readonly event: string;
  readonly seats: TableCapacity;
  /** The table staff chose for it (a feature table, say). */
  readonly to: string;
}

/** Where the match already at the chosen table goes (null: the table was free). */
export interface TableChoice {
  readonly displaced: { readonly match: string; readonly to: string } | null;
}

export interface TableChoiceProblem {
  /** HALL_TABLE_BUSY: another event's running match sits there, or the main event holds it between its rounds. */
  readonly code: 'HALL_TABLE_UNKNOWN' | 'HALL_TABLE_OUT_OF_USE' | 'HALL_TABLE_TOO_SMALL' | 'HALL_TABLE_BUSY' | 'HALL_NO_FREE_TABLE';
}

/**
 * Staff seat a match at a table they choose (a feature table for a round): the table must be in
 * use, big enough, and not another event's. A match of the same event already there swaps onto the
 * table the moving match leaves, or, when that one is too small, the nearest free table.
 */
export function tableChoice(request: TableChoiceRequest): Validated<TableChoice, TableChoiceProblem> {
  const { tables, occupants, reserved, from, event, seats, to } = request;
  if (to === from) return ok({ displaced: null });
  const table = tables.find((t) => t.label === to);
  if (!table) return fail({ code: 'HALL_TABLE_UNKNOWN' });
  if (!table.inUse) return fail({ code: 'HALL_TABLE_OUT_OF_USE' });
  if (table.capacity < seats) return fail({ code: 'HALL_TABLE_TOO_SMALL' });
  const occupant = occupants.get(to);
  if (occupant && occupant.event !== event) return fail({ code: 'HALL_TABLE_BUSY' });
  if (!occupant && reserved.has(to)) return fail({ code: 'HALL_TABLE_BUSY' });
  if (!occupant) return ok({ displaced: null });
  const left = tables.find((t) => t.label === from);
  if (left && left.capacity >= occupant.seats) return ok({ displaced: { match: occupant.match, to: from } });
  const elsewhere = tableToMoveTo({ tables, taken: new Set(occupants.keys()), reserved, from: to, seats: occupant.seats });
  return elsewhere.ok ? ok({ displaced: { match: occupant.match, to: elsewhere.value } }) : elsewhere;
}

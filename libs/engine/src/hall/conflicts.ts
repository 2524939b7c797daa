import type { PlayerId } from '../model';

/** A registration at a match of a running round in the hall's events that has no final result yet. */
export interface SeatedRegistration {
  /** The person the registration is of; null: not linked, so it is never matched with another. */
  readonly person: string | null;
  readonly player: PlayerId;
  readonly event: string;
  readonly match: string;
}

/** One person seated in two events at once: both seats, in the order given. */
export interface SeatingConflict<S extends SeatedRegistration> {
  readonly person: string;
  readonly seats: readonly [S, S];
}

/**
 * The people seated twice (Taikai's policy for a shared hall; no publisher rule covers it): a
 * person whose registrations in two different events both sit at unfinished matches. Each pair of
 * such seats once, in the order given; registrations without a person are not matched by name.
 */
export function seatingConflicts<S extends SeatedRegistration>(seated: readonly S[]): SeatingConflict<S>[] {
  const byPerson = new Map<string, S[]>();
  for (const seat of seated) {
    if (seat.person === null) continue;
    const seats = byPerson.get(seat.person) ?? [];
    seats.push(seat);
    byPerson.set(seat.person, seats);
  }
  const conflicts: SeatingConflict<S>[] = [];
  for (const [person, seats] of byPerson) {
    seats.forEach((a, i) => {
      for (const b of seats.slice(i + 1)) if (a.event !== b.event) conflicts.push({ person, seats: [a, b] });
    });
  }
  return conflicts;
}

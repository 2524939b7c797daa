/**
 * An event's day as a timetable: when each round is planned to start, for the calendar feed. Not
 * a rule of any game: the organizer's plan (start time, round length, rounds, the break between
 * rounds for results, pairings and seating), re-planned from what really happened.
 */

export interface ScheduleInput {
  /** When round 1 is planned to start. */
  startsAt: Date;
  /** A round's time limit, minutes. */
  roundMinutes: number;
  /** Minutes from a round's time limit to the next round's start (the organizer's plan). */
  breakMinutes: number;
  /** Swiss rounds planned. */
  swissRounds: number;
  /** Players in the top cut (8: quarterfinals, semifinals, final); 0: none. */
  topCut: number;
  /** The rounds already started, by number (Swiss first, then the top cut), with their real start. */
  started: readonly { number: number; startedAt: Date }[];
}

export interface ScheduledRound {
  number: number;
  stage: 'SWISS' | 'TOP_CUT';
  /** Top cut rounds: players still in at its start (8, 4, 2). */
  playersLeft: number | null;
  startsAt: Date;
  /** When its time limit is planned to be reached. */
  endsAt: Date;
  /** Started: `startsAt` is its real start; otherwise planned. */
  started: boolean;
}

const MINUTE = 60_000;

/** Rounds of a single-elimination top cut of this many players (8 → 3; a top 6 has byes: 3). */
export function topCutRounds(players: number): number {
  return players >= 2 ? Math.ceil(Math.log2(players)) : 0;
}

/**
 * Every round's start: a started round at its real start; each later one a round and a break after
 * the round before it (so a late round moves every round after it, and an early one too). Round 1,
 * if not started, at the event's start.
 */
export function planSchedule(input: ScheduleInput): ScheduledRound[] {
  const real = new Map(input.started.map((round) => [round.number, round.startedAt]));
  const cutRounds = topCutRounds(input.topCut);
  const total = input.swissRounds + cutRounds;
  const slot = (input.roundMinutes + input.breakMinutes) * MINUTE;
  const rounds: ScheduledRound[] = [];
  for (let number = 1; number <= total; number++) {
    const previous = rounds.at(-1);
    const startedAt = real.get(number);
    const startsAt = startedAt ?? (previous ? new Date(previous.startsAt.getTime() + slot) : input.startsAt);
    const cutIndex = number - input.swissRounds;
    rounds.push({
      number,
      stage: cutIndex > 0 ? 'TOP_CUT' : 'SWISS',
      playersLeft: cutIndex > 0 ? 2 ** (cutRounds - cutIndex + 1) : null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.roundMinutes * MINUTE),
      started: startedAt !== undefined,
    });
  }
  return rounds;
}

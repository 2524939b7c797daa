import type { MatchRecord, PlayerId } from '../model';

/** What pairing needs to know about earlier rounds. */
export interface PairingHistory {
  /** Previous opponents of each player. */
  readonly opponents: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>;
  /** Byes received (awarded or for an odd count). */
  readonly byes: ReadonlyMap<PlayerId, number>;
  /** Whether any match was recorded before the round; without one the round is paired at random. */
  readonly hasMatches: boolean;
}

/**
 * Summarises the matches played before `round`. Later records are ignored so that a
 * round can be paired again while its own (replaced) pairings are still stored.
 */
export function pairingHistory(matches: readonly MatchRecord[], round: number): PairingHistory {
  const opponents = new Map<PlayerId, Set<PlayerId>>();
  const byes = new Map<PlayerId, number>();
  let hasMatches = false;
  const meet = (a: PlayerId, b: PlayerId): void => {
    const set = opponents.get(a);
    if (set) set.add(b);
    else opponents.set(a, new Set([b]));
  };
  for (const m of matches) {
    // A round a late entry missed is neither a bye nor a meeting.
    if (m.round >= round || m.missed) continue;
    hasMatches = true;
    if (m.player2 === null) {
      byes.set(m.player1, (byes.get(m.player1) ?? 0) + 1);
    } else {
      meet(m.player1, m.player2);
      meet(m.player2, m.player1);
    }
  }
  return { opponents, byes, hasMatches };
}

export function havePlayed(history: PairingHistory, a: PlayerId, b: PlayerId): boolean {
  return history.opponents.get(a)?.has(b) ?? false;
}

export function byesReceived(history: PairingHistory, player: PlayerId): number {
  return history.byes.get(player) ?? 0;
}

import fc from 'fast-check';
import type { MatchRecord, Participant } from '../model';
import type { SwissPairingRequest } from '../pairing';
import { MAGIC } from '../profiles';
import { computeStandings } from '../standings';

/** Game scores a random match may end with: wins, draws, 1-1-1, and the 0-0-3 intentional draw. */
const SCORES: readonly (readonly [number, number, number])[] = [
  [2, 0, 0],
  [2, 1, 0],
  [0, 2, 0],
  [1, 2, 0],
  [1, 0, 0],
  [1, 1, 1],
  [0, 0, 3],
  [0, 0, 1],
];

/**
 * A Swiss pairing request after 1–6 rounds paired at random (so rematch-heavy and uneven
 * histories occur), with drawn and intentionally drawn matches, drops, byes for odd counts,
 * awarded byes and late entries (their missed rounds recorded as `missed`). Standings come
 * from `computeStandings`. Up to `maxPlayers` take part in the round being paired.
 */
export function randomSwissEvent(maxPlayers: number): fc.Arbitrary<SwissPairingRequest> {
  return fc
    .record({
      players: fc.integer({ min: 2, max: maxPlayers + 3 }),
      rounds: fc.integer({ min: 1, max: 6 }),
      seed: fc.string({ maxLength: 6 }),
      randomness: fc.array(fc.nat(1_000_000), { minLength: 64, maxLength: 64 }),
    })
    .map(({ players, rounds, seed, randomness }) => {
      let cursor = 0;
      const next = (n: number): number => randomness[cursor++ % randomness.length] % n;
      const round = rounds + 1;
      const people = Array.from({ length: players }, (_, i) => ({
        id: `p${i}`,
        // Round the player joins (late entry), the last round they play before dropping, awarded byes.
        joins: next(8) === 0 ? 2 + next(rounds) : 1,
        dropsAfter: next(6) === 0 ? 1 + next(rounds) : Infinity,
        awardedByes: next(12) === 0 ? 1 + next(2) : 0,
      }));
      const history: MatchRecord[] = [];
      for (let r = 1; r <= rounds; r++) {
        const pool: string[] = [];
        for (const p of people) {
          if (p.joins > r) history.push({ round: r, player1: p.id, player2: null, player1Wins: 0, player2Wins: 0, draws: 0, missed: true });
          else if (p.dropsAfter < r) continue;
          else if (p.awardedByes >= r) history.push({ round: r, player1: p.id, player2: null, player1Wins: 2, player2Wins: 0, draws: 0 });
          else pool.push(p.id);
        }
        while (pool.length > 1) {
          const a = pool.splice(next(pool.length), 1)[0];
          const b = pool.splice(next(pool.length), 1)[0];
          const [player1Wins, player2Wins, draws] = SCORES[next(SCORES.length)];
          history.push({ round: r, player1: a, player2: b, player1Wins, player2Wins, draws });
        }
        if (pool.length === 1) history.push({ round: r, player1: pool[0], player2: null, player1Wins: 2, player2Wins: 0, draws: 0 });
      }
      const participants: Participant[] = people.map((p) => ({
        id: p.id,
        ...(p.dropsAfter < round ? { dropped: true } : {}),
        ...(p.awardedByes > 0 ? { awardedByes: p.awardedByes } : {}),
      }));
      // Keep at most `maxPlayers` to pair: drop the surplus before this round.
      let toPair = participants.filter((p) => !p.dropped && (p.awardedByes ?? 0) < round).length;
      for (const p of participants) {
        if (toPair <= maxPlayers) break;
        if (!p.dropped && (p.awardedByes ?? 0) < round) {
          p.dropped = true;
          toPair--;
        }
      }
      const standings = computeStandings(participants, history, MAGIC)
        .filter((row) => !row.dropped)
        .map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
      return { round, seed, standings, history, participants };
    });
}

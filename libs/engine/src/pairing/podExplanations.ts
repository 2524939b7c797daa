import type { Candidate, CandidatePair, HavePlayed } from './candidate';
import type { PairingExplanation } from './explanations';
import { preferredByeRecipient } from './subproblem';

/**
 * Explains the bye, pair-downs and rematches of one independently paired group.
 * `random`: the round was paired at random (no results yet), so the ranking is a draw.
 */
export function explainPodPairing(
  pairs: readonly CandidatePair[],
  everyone: readonly Candidate[],
  played: HavePlayed,
  exact: boolean,
  random: boolean,
): PairingExplanation[] {
  const explanations: PairingExplanation[] = [];
  for (const [a, b] of pairs) {
    if (b === null)
      explanations.push(random ? { code: 'BYE', player: a.id, points: a.points, reason: 'DRAWN_AT_RANDOM' } : explainBye(a, everyone));
    else if (played(a, b)) explanations.push({ code: 'REMATCH_UNAVOIDABLE', player1: a.id, player2: b.id, proven: exact });
  }
  explanations.push(...explainPairDowns(pairs));
  return explanations;
}

export function explainBye(recipient: Candidate, everyone: readonly Candidate[]): PairingExplanation {
  const preferred = preferredByeRecipient(everyone) === recipient;
  if (recipient.byes === 0) {
    return {
      code: 'BYE',
      player: recipient.id,
      points: recipient.points,
      reason: preferred ? 'LOWEST_WITHOUT_BYE' : 'AVOIDS_REMATCH',
    };
  }
  return {
    code: 'REPEATED_BYE',
    player: recipient.id,
    previousByes: recipient.byes,
    reason: preferred ? 'EVERY_PLAYER_HAD_ONE' : 'AVOIDS_REMATCH',
  };
}

/**
 * A point group whose players left over after meeting those paired down into it are
 * odd must send one player down; any further pair-down from it avoids a rematch. Groups
 * between a player's and the opponent's (`passedOver`) are those of everyone in the pod,
 * the bye recipient included: the optimum crosses one only when no player in it could
 * take the player without a rematch or a worse bye.
 */
export function explainPairDowns(pairs: readonly CandidatePair[]): PairingExplanation[] {
  const groupSize = new Map<number, number>();
  const pairedInto = new Map<number, number>();
  const downs: (readonly [Candidate, Candidate])[] = [];
  const present = new Set<number>();
  const bump = (map: Map<number, number>, key: number): void => {
    map.set(key, (map.get(key) ?? 0) + 1);
  };
  for (const [a, b] of pairs) {
    present.add(a.points);
    if (b === null) continue;
    present.add(b.points);
    bump(groupSize, a.points);
    bump(groupSize, b.points);
    if (a.points === b.points) continue;
    const [high, low] = a.points > b.points ? [a, b] : [b, a];
    bump(pairedInto, low.points);
    downs.push([high, low]);
  }
  const oddLeft = new Set<number>();
  for (const [points, size] of groupSize) {
    if ((size - (pairedInto.get(points) ?? 0)) % 2 === 1) oddLeft.add(points);
  }
  const groups = [...present].sort((x, y) => y - x);
  return downs.map(([high, low]) => {
    const oddGroup = oddLeft.delete(high.points);
    return {
      code: 'PAIRED_DOWN',
      player: high.id,
      opponent: low.id,
      fromPoints: high.points,
      toPoints: low.points,
      reason: oddGroup ? 'ODD_GROUP' : 'AVOIDS_REMATCH',
      joined: pairedInto.get(high.points) ?? 0,
      passedOver: groups.filter((points) => points < high.points && points > low.points),
    };
  });
}

/**
 * A page's own changes come back to it as live updates. A page that has applied the match its
 * mutation returned need not refetch that match when the update the mutation published arrives:
 * on the reporting phone, a report costs the report, not the report and a refetch of its matches.
 */

/**
 * The kind a match's update is published with, by the status it reached (as the API's results
 * service words it). Should the two ever differ, echoes are not recognised and refetch as before.
 */
export function matchUpdateKind(status: string): string {
  if (status === 'FINAL') return 'MATCH_CONFIRMED';
  if (status === 'DISPUTED') return 'MATCH_DISPUTED';
  return 'MATCH_REPORTED';
}

export interface OwnChanges {
  /** Notes a mutation of `matchId` on its way (before its answer, which may come after its update); returns it. */
  track<T extends { status: string }>(matchId: string, sending: Promise<T>): Promise<T>;
  /**
   * Whether `update` is the echo of a tracked change: same match, the kind its answer's status is
   * published with. True at most once per change (the opponent's next report is no echo); waits
   * for the answer when the update came first; false once the change was refused or is older than `ttlMs`.
   */
  isEcho(update: { kind: string; matchId?: string | null }): Promise<boolean>;
}

export function createOwnChanges(ttlMs = 30_000, now: () => number = Date.now): OwnChanges {
  const pending = new Map<string, { kind: Promise<string | null>; at: number }>();
  return {
    track(matchId, sending) {
      for (const [id, entry] of pending) if (now() - entry.at > ttlMs) pending.delete(id);
      pending.set(matchId, {
        kind: sending.then(
          (match) => matchUpdateKind(match.status),
          () => null,
        ),
        at: now(),
      });
      return sending;
    },
    async isEcho({ kind, matchId }) {
      const entry = matchId ? pending.get(matchId) : undefined;
      if (!matchId || !entry || now() - entry.at > ttlMs) return false;
      const announced = await entry.kind;
      // Another update may have taken it while this one waited.
      if (announced !== kind || pending.get(matchId) !== entry) return false;
      pending.delete(matchId);
      return true;
    },
  };
}

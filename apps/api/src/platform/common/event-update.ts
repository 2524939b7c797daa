/** Live updates as changes name them: thin, clients refetch what `kind` names. */

/** What changed in an event. Clients refetch the matching data; the update itself carries none. */
export const EventUpdateKind = {
  PAIRINGS_POSTED: 'PAIRINGS_POSTED',
  MATCH_REPORTED: 'MATCH_REPORTED',
  MATCH_CONFIRMED: 'MATCH_CONFIRMED',
  MATCH_DISPUTED: 'MATCH_DISPUTED',
  RESULT_RECORDED: 'RESULT_RECORDED',
  CLOCK_CHANGED: 'CLOCK_CHANGED',
  ANNOUNCEMENT_PUBLISHED: 'ANNOUNCEMENT_PUBLISHED',
  STANDINGS_PUBLISHED: 'STANDINGS_PUBLISHED',
  PLAYER_CHANGED: 'PLAYER_CHANGED',
  JUDGE_CALLED: 'JUDGE_CALLED',
  PENALTY_CHANGED: 'PENALTY_CHANGED',
  DECKLISTS_CHANGED: 'DECKLISTS_CHANGED',
  /** A match moved to another hall table (its table was taken out of use). */
  MATCH_MOVED: 'MATCH_MOVED',
  /** Staff marked or unmarked a featured match, or recorded or undid one of its games (coverage). */
  FEATURE_CHANGED: 'FEATURE_CHANGED',
  /** The event's settings changed (name, what its public page shows). */
  EVENT_CHANGED: 'EVENT_CHANGED',
  /**
   * A convention's hall changed (a table out of use or back, its map, an event joined or left): sent
   * only on the convention's own stream, not to an event's watchers.
   */
  HALL_CHANGED: 'HALL_CHANGED',
  /**
   * A convention changed otherwise (its settings, someone joined or left an on-demand queue): sent
   * only on the convention's own stream.
   */
  CONVENTION_CHANGED: 'CONVENTION_CHANGED',
} as const;
export type EventUpdateKind = (typeof EventUpdateKind)[keyof typeof EventUpdateKind];

/**
 * What a change publishes, e.g. `change.publish({ eventId, kind: 'PAIRINGS_POSTED', roundNumber: 3 })`.
 * Sent after the change is committed: a client that refetches on it must see the new data.
 */
export interface EventUpdate {
  eventId: string;
  kind: EventUpdateKind;
  roundNumber?: number | null;
  matchId?: string | null;
  /**
   * The players the update is about: only they and the event's staff receive it. At a round end
   * every report is an update, and thousands of players must not each get (and refetch on) all of
   * them. Omitted: everyone watching the event.
   */
  audience?: readonly string[];
}

import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

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
} as const;
export type EventUpdateKind = (typeof EventUpdateKind)[keyof typeof EventUpdateKind];

registerEnumType(EventUpdateKind, { name: 'EventUpdateKind', description: 'What changed in an event.' });

/**
 * What services publish, e.g. `live.publish({ eventId, kind: 'PAIRINGS_POSTED', roundNumber: 3 })`.
 * Publish after the change is committed: a client that refetches on it must see the new data.
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

@ObjectType('EventUpdate', { description: 'Something changed in an event: refetch what `kind` names.' })
export class EventUpdateModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => EventUpdateKind)
  kind!: EventUpdateKind;

  @Field(() => Int, { nullable: true })
  roundNumber!: number | null;

  @Field(() => ID, { nullable: true })
  matchId!: string | null;

  @Field(() => Date, { description: 'When the update was published.' })
  at!: Date;
}

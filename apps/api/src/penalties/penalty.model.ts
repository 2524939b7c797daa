import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PenaltyStatus } from '../generated/prisma/enums';

registerEnumType(PenaltyStatus, { name: 'PenaltyStatus' });

/** What an applied penalty did to the player's matches. */
export const PenaltyOutcome = {
  NOT_APPLIED: 'NOT_APPLIED',
  NO_MATCH_CHANGE: 'NO_MATCH_CHANGE',
  MATCH_CHANGED: 'MATCH_CHANGED',
  WAITING_FOR_NEXT_MATCH: 'WAITING_FOR_NEXT_MATCH',
  NO_MATCH_LEFT: 'NO_MATCH_LEFT',
  PLAYER_DISQUALIFIED: 'PLAYER_DISQUALIFIED',
} as const;
export type PenaltyOutcome = (typeof PenaltyOutcome)[keyof typeof PenaltyOutcome];
registerEnumType(PenaltyOutcome, {
  name: 'PenaltyOutcome',
  description:
    'NOT_APPLIED: waiting for approval or revoked; NO_MATCH_CHANGE: a warning; MATCH_CHANGED: its match shows it; WAITING_FOR_NEXT_MATCH: lands on the next pairing; NO_MATCH_LEFT: the event ended, nothing left to change; PLAYER_DISQUALIFIED: dropped, no match changed.',
});

@ObjectType('Infraction', { description: "An infraction of the event's catalog, with its default penalty." })
export class InfractionModel {
  @Field()
  code!: string;

  @Field()
  category!: string;

  @Field()
  categoryName!: string;

  @Field()
  name!: string;

  @Field()
  defaultPenalty!: string;

  @Field()
  defaultPenaltyName!: string;
}

@ObjectType('PenaltySuggestion')
export class PenaltySuggestionModel {
  @Field()
  penalty!: string;

  @Field()
  penaltyName!: string;

  @Field()
  defaultPenalty!: string;

  @Field({ description: 'True when earlier penalties raised it above the default.' })
  upgraded!: boolean;

  @Field({ description: 'DEFAULT, REPEAT_GAME_PLAY_WARNING, REPEAT_TOURNAMENT_WARNING, …' })
  reason!: string;

  @Field({ description: 'The reason as a sentence in the request language.' })
  reasonText!: string;

  @Field(() => Int, { description: 'Earlier penalties that count towards the upgrade.' })
  previous!: number;

  @Field({ description: 'Whether the head judge must approve this penalty.' })
  requiresApproval!: boolean;
}

@ObjectType('Penalty')
export class PenaltyModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;

  @Field(() => ID, { nullable: true })
  matchId!: string | null;

  @Field(() => Int, { nullable: true })
  roundNumber!: number | null;

  @Field(() => Int, { nullable: true })
  gameNumber!: number | null;

  @Field()
  infraction!: string;

  @Field()
  infractionName!: string;

  @Field()
  penalty!: string;

  @Field()
  penaltyName!: string;

  @Field()
  suggestedPenalty!: string;

  @Field(() => String, { nullable: true, description: "Why the head judge deviated from the suggestion." })
  deviationReason!: string | null;

  @Field({ description: 'What happened, as the player may read it.' })
  description!: string;

  @Field(() => String, { nullable: true, description: "Judges' private notes: staff only, never shown to players." })
  privateNote!: string | null;

  @Field(() => PenaltyStatus)
  status!: PenaltyStatus;

  @Field(() => PenaltyOutcome)
  outcome!: PenaltyOutcome;

  @Field(() => Int)
  extensionMinutes!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => String, { nullable: true })
  revokeReason!: string | null;
}

@InputType()
export class InfractionInput {
  @Field(() => ID)
  playerId!: string;

  @Field(() => ID, { nullable: true, description: "Unset: the player's current match, if any." })
  matchId?: string | null;

  @Field(() => Int, { nullable: true })
  gameNumber?: number | null;

  @Field()
  infraction!: string;

  @Field({ nullable: true, description: 'Unset: the suggested penalty. Another one needs a deviation reason.' })
  penalty?: string;

  @Field({ nullable: true })
  deviationReason?: string;

  @Field()
  description!: string;

  @Field({ nullable: true })
  privateNote?: string;

  @Field(() => Int, { nullable: true, description: 'Minutes of time extension given to the match.' })
  extensionMinutes?: number;
}

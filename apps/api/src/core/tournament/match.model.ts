import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MatchStatus } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

registerEnumType(MatchStatus, { name: 'MatchStatus' });

@ObjectType()
export class MatchPlayer {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Only when another player of the event has the same name: the player ID (externalId, else the end of the id) to show beside the name.',
  })
  // Set by the standings; a match's players get theirs from PairedPlayerResolver.
  distinguishingId?: string | null;
}

@ObjectType({ description: 'A player as paired in one match, with what pairing lists show beside the name.' })
export class PairedPlayer extends MatchPlayer {
  @Field(() => Int, { description: "Match points at the start of the match's round (the standings before it)." })
  matchPoints!: number;

  @Field(() => Int, { nullable: true, description: "The player's seed in a top cut (1 = best Swiss finish); null in Swiss rounds." })
  seed!: number | null;
}

@ObjectType('ResultReport', { description: 'What one player reported; kept even when the two disagree.' })
export class ResultReportModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  playerId!: string;

  @Field(() => Int)
  player1Wins!: number;

  @Field(() => Int)
  player2Wins!: number;

  @Field(() => Int)
  draws!: number;

  @Field()
  drop!: boolean;

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field({
    description: "The player's latest report on this match: the one the result is decided on. Earlier ones are kept for the record.",
  })
  counts!: boolean;
}

@ObjectType('Match')
export class MatchModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  roundId!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => Int)
  roundNumber!: number;

  @Field(() => Int)
  table!: number;

  @Field(() => ID)
  player1Id!: string;

  @Field(() => ID, { nullable: true })
  player2Id!: string | null;

  @Field(() => PairedPlayer)
  player1!: MatchPlayer;

  @Field(() => PairedPlayer, { nullable: true, description: 'null: a bye.' })
  player2!: MatchPlayer | null;

  @Field(() => Int)
  player1Wins!: number;

  @Field(() => Int)
  player2Wins!: number;

  @Field(() => Int)
  draws!: number;

  @Field(() => MatchStatus)
  status!: MatchStatus;

  @Field(() => String, { nullable: true, description: 'Why staff recorded an irregular score as written.' })
  overrideReason!: string | null;

  @Field(() => Int, { description: 'Minutes added to the round clock for this match.' })
  extensionMinutes!: number;

  @Field({ description: 'Both players lost the match by penalty (IPG 4.3 example A): nobody won it, 0 match points each.' })
  doubleLoss!: boolean;

  @Field(() => ID, { nullable: true, description: 'A team event’s seat match: its team match (teamMatch); null otherwise.' })
  teamMatchId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A seat match’s slot: A, B or C (player A plays player A, MTR 8.2), or SHARED (a Two-Headed Giant game); null otherwise.',
  })
  teamSlot!: string | null;
}

import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MatchStatus, RoundStatus } from '../generated/prisma/enums';
import type { NoteParams } from '../i18n/pairing-notes';

registerEnumType(MatchStatus, { name: 'MatchStatus' });
registerEnumType(RoundStatus, { name: 'RoundStatus' });

export enum PairDownReason {
  ODD_GROUP = 'ODD_GROUP',
  AVOIDS_REMATCH = 'AVOIDS_REMATCH',
}
registerEnumType(PairDownReason, { name: 'PairDownReason' });

/** What round 1 does with registered players who have not checked in, once check-in is in use. */
export enum NotCheckedIn {
  DROP = 'DROP',
  PAIR = 'PAIR',
}
registerEnumType(NotCheckedIn, {
  name: 'NotCheckedIn',
  valuesMap: { DROP: { description: 'Drop them as no-shows (audited) and pair the checked-in players.' }, PAIR: { description: 'Pair them with everyone else.' } },
});

@ObjectType()
export class MatchPlayer {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;
}

@ObjectType({ description: 'A player as paired in one match, with what pairing lists show beside the name.' })
export class PairedPlayer extends MatchPlayer {
  @Field(() => Int, { description: "Match points at the start of the match's round (the standings before it)." })
  matchPoints!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Only when another player of the event has the same name: the player ID (externalId, else the end of the id) to show beside the name.',
  })
  distinguishingId!: string | null;

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

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field({ description: "The player's latest report on this match: the one the result is decided on. Earlier ones are kept for the record." })
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
}

@ObjectType()
export class PairingNote {
  @Field({ description: 'The engine\'s code, e.g. PAIRED_DOWN, BYE, REMATCH.' })
  code!: string;

  /** The engine's parameters, players by name (`message` words them in the reader's language). */
  params?: NoteParams;

  /** The English sentence rounds paired before notes kept their parameters were stored with. */
  message?: string;

  @Field(() => [ID])
  playerIds!: string[];

  @Field(() => Int, { nullable: true, description: "PAIRED_DOWN: the player's point group." })
  fromPoints?: number;

  @Field(() => Int, { nullable: true, description: "PAIRED_DOWN: the opponent's point group." })
  toPoints?: number;

  @Field(() => PairDownReason, { nullable: true, description: 'PAIRED_DOWN: why the player left their group.' })
  reason?: PairDownReason;

  @Field(() => [Int], { nullable: true, description: 'PAIRED_DOWN: groups in between, none of which could take the player without a rematch or a worse bye.' })
  passedOver?: number[];
}

@ObjectType('Round')
export class RoundModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => Int)
  number!: number;

  @Field(() => RoundStatus)
  status!: RoundStatus;

  @Field({ description: 'Seed of the pairing, so the round can be reproduced.' })
  seed!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  startedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'While paused: when the clock stopped.' })
  pausedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  endsAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closedAt!: Date | null;

  @Field(() => [PairingNote], { description: 'Why the pairings are as they are (pair-downs, byes, …).' })
  explanations!: PairingNote[];

  @Field(() => [PairingNote], { description: 'Rule problems staff accepted with manual pairings (rematches, …).' })
  warnings!: PairingNote[];
}

@InputType()
export class PairingInput {
  @Field(() => ID)
  player1Id!: string;

  @Field(() => ID, { nullable: true, description: 'null: a bye.' })
  player2Id?: string | null;

  @Field(() => Int, { nullable: true, description: 'Unset: numbered in the order given.' })
  table?: number | null;
}

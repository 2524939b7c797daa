import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DecklistRequirement, DecklistSubmitter } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

registerEnumType(DecklistRequirement, { name: 'DecklistRequirement', description: 'When the event collects decklists.' });
registerEnumType(DecklistSubmitter, { name: 'DecklistSubmitter', description: 'Who may enter a decklist.' });

export const DecklistState = { MISSING: 'MISSING', PROBLEMS: 'PROBLEMS', OK: 'OK' } as const;
export type DecklistState = (typeof DecklistState)[keyof typeof DecklistState];
registerEnumType(DecklistState, {
  name: 'DecklistState',
  description: 'MISSING: none entered; PROBLEMS: entered, breaks a deck rule; OK.',
});

@ObjectType('DeckRules', { description: "The event's deck construction rules, from its game's rule profile and format." })
export class DeckRulesModel {
  @Field({ description: 'constructed or limited' })
  format!: string;

  @Field(() => Int)
  mainMin!: number;

  @Field(() => Int, { nullable: true, description: 'null: no upper limit.' })
  mainMax!: number | null;

  @Field(() => Int, { nullable: true, description: 'null: not limited.' })
  sideboardMax!: number | null;

  @Field(() => Int, { nullable: true, description: 'Most copies of one card; null: any number.' })
  maxCopies!: number | null;

  @Field({ description: 'Where the rules are written (MTR 6.1, FFTCG 8.1.1, …).' })
  rule!: string;
}

@ObjectType('DecklistSettings')
export class DecklistSettingsModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => DecklistRequirement)
  requirement!: DecklistRequirement;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Set by staff; null: the default (round 1 start).' })
  deadline!: Date | null;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When lists lock or locked: the deadline, else when the first round starts (its clock, or its publication).',
  })
  locksAt!: Date | null;

  @Field()
  locked!: boolean;

  @Field(() => DecklistSubmitter)
  submitter!: DecklistSubmitter;

  @Field(() => String, { nullable: true, description: 'The card database format whose legality is checked (modern, standard, …).' })
  legalityFormat!: string | null;

  @Field(() => Int, { nullable: true, description: 'The top N whose lists are published to players.' })
  publishedTop!: number | null;

  @Field(() => DateTimeScalar, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => DeckRulesModel)
  rules!: DeckRulesModel;

  @Field(() => Int, { description: 'Card names the loaded card database knows (0: none loaded, names are not checked).' })
  cardDatabaseSize!: number;
}

@InputType()
export class DecklistSettingsInput {
  @Field(() => DecklistRequirement, { nullable: true })
  requirement?: DecklistRequirement;

  @Field(() => DateTimeScalar, { nullable: true, description: 'null: the default, round 1 start.' })
  deadline?: Date | null;

  @Field(() => DecklistSubmitter, { nullable: true })
  submitter?: DecklistSubmitter;

  @Field(() => String, { nullable: true })
  legalityFormat?: string | null;
}

@ObjectType('DecklistCard')
export class DecklistCardModel {
  @Field(() => Int)
  count!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  set?: string | null;

  @Field(() => String, { nullable: true })
  collectorNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'A card number (Final Fantasy TCG: 1-182S).' })
  cardNumber?: string | null;

  @Field(() => Int, { nullable: true, description: 'The line of the entered text.' })
  line?: number | null;
}

@ObjectType('DeckProblem', {
  description: 'A deck rule the list breaks, or a line that could not be read: a code, its facts and a message.',
})
export class DeckProblemModel {
  @Field({
    description:
      'DECK_MAIN_TOO_FEW, DECK_MAIN_TOO_MANY, DECK_SIDEBOARD_TOO_MANY, DECK_TOO_MANY_COPIES, DECK_CARD_UNKNOWN, DECK_CARD_NOT_LEGAL, DECK_CARD_NUMBER_MISSING, DECKLIST_LINE_UNREADABLE, DECKLIST_COUNT_INVALID',
  })
  code!: string;

  @Field({ description: "In the caller's language, citing the rule." })
  message!: string;

  @Field(() => String, { nullable: true })
  rule!: string | null;

  @Field(() => String, { nullable: true })
  card!: string | null;

  @Field(() => Int, { nullable: true })
  count!: number | null;

  @Field(() => Int, { nullable: true })
  min!: number | null;

  @Field(() => Int, { nullable: true })
  max!: number | null;

  @Field(() => Int, { nullable: true })
  line!: number | null;
}

/** The cards of a list and their totals: what a check, a registered list and a published one show. */
@ObjectType({ isAbstract: true })
abstract class DecklistCardsModel {
  @Field(() => Int)
  mainCount!: number;

  @Field(() => Int)
  sideboardCount!: number;

  @Field(() => [DecklistCardModel])
  main!: DecklistCardModel[];

  @Field(() => [DecklistCardModel])
  sideboard!: DecklistCardModel[];
}

@ObjectType('DecklistCheck', { description: 'How a text reads as a decklist, and what it breaks. Nothing is stored.' })
export class DecklistCheckModel extends DecklistCardsModel {
  @Field(() => [DeckProblemModel])
  problems!: DeckProblemModel[];
}

@ObjectType('Decklist', { description: "A player's registered decklist. Staff and its owner see it; other players only once published." })
export class DecklistModel extends DecklistCheckModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;

  @Field()
  text!: string;

  @Field(() => DateTimeScalar)
  submittedAt!: Date;

  @Field(() => DateTimeScalar)
  updatedAt!: Date;

  @Field({ description: 'player or staff: who entered the current text.' })
  updatedByKind!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When staff changed it after the lists locked.' })
  changedAfterDeadlineAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff entered or changed it.' })
  staffReason!: string | null;
}

@ObjectType('DecklistStatus', { description: "One player's decklist state, for the desk." })
export class DecklistStatusModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;

  @Field(() => String, { nullable: true })
  externalId!: string | null;

  @Field(() => DecklistState)
  state!: DecklistState;

  @Field(() => Int, { nullable: true })
  mainCount!: number | null;

  @Field(() => Int, { nullable: true })
  sideboardCount!: number | null;

  @Field(() => [DeckProblemModel])
  problems!: DeckProblemModel[];

  @Field(() => DateTimeScalar, { nullable: true })
  changedAfterDeadlineAt!: Date | null;
}

@ObjectType('OpponentDecklist', {
  description: "At Professional REL, the current opponent's registered list (MTR 2.7): the cards only, not staff's notes.",
})
export class OpponentDecklistModel extends DecklistCardsModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;
}

@ObjectType('PublishedDecklist', { description: 'A top-N list published after the cut.' })
export class PublishedDecklistModel extends DecklistCardsModel {
  @Field(() => Int, { description: 'Place in the final Swiss standings.' })
  rank!: number;

  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;
}

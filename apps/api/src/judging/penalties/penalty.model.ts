import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PenaltyStatus } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

registerEnumType(PenaltyStatus, { name: 'PenaltyStatus' });

/** What an applied penalty did to the player's matches. */
export const PenaltyOutcome = {
  NOT_APPLIED: 'NOT_APPLIED',
  NO_MATCH_CHANGE: 'NO_MATCH_CHANGE',
  MATCH_CHANGED: 'MATCH_CHANGED',
  WAITING_FOR_NEXT_MATCH: 'WAITING_FOR_NEXT_MATCH',
  NO_MATCH_LEFT: 'NO_MATCH_LEFT',
  PLAYER_DISQUALIFIED: 'PLAYER_DISQUALIFIED',
  OFFSETTING: 'OFFSETTING',
  LINKED_NO_EFFECT: 'LINKED_NO_EFFECT',
} as const;
export type PenaltyOutcome = (typeof PenaltyOutcome)[keyof typeof PenaltyOutcome];
registerEnumType(PenaltyOutcome, {
  name: 'PenaltyOutcome',
  description:
    'NOT_APPLIED: waiting for approval or revoked; NO_MATCH_CHANGE: a warning; MATCH_CHANGED: its match shows it; WAITING_FOR_NEXT_MATCH: lands on the next pairing; NO_MATCH_LEFT: the event ended, nothing left to change; PLAYER_DISQUALIFIED: dropped, no match changed; OFFSETTING: both players got a Game Loss at once, recorded, the result unchanged (IPG 1.1); LINKED_NO_EFFECT: linked to a penalty for the same error that is at least as severe, which applies instead (IPG 1).',
});

/** Where the match stood when the penalty was given, as the judge says (IPG 1.1). */
export const MatchState = { IN_GAME: 'IN_GAME', BETWEEN_GAMES: 'BETWEEN_GAMES', MATCH_OVER: 'MATCH_OVER' } as const;
export type MatchState = (typeof MatchState)[keyof typeof MatchState];
registerEnumType(MatchState, {
  name: 'MatchState',
  description:
    'IN_GAME: a game is being played; BETWEEN_GAMES: a game just ended, the match goes on (or has not started); MATCH_OVER: the match is over.',
});

/** Where a Game Loss or Match Loss given at the end of a game or match goes, the judge's choice (IPG 4.1, 4.2). */
export const PenaltyTarget = { CURRENT: 'CURRENT', NEXT: 'NEXT' } as const;
export type PenaltyTarget = (typeof PenaltyTarget)[keyof typeof PenaltyTarget];
registerEnumType(PenaltyTarget, { name: 'PenaltyTarget', description: "CURRENT: this match; NEXT: the player's next match." });

@ObjectType('InfractionVariant', {
  description: 'A circumstance the rules give another penalty for; recorded as such, not as a deviation.',
})
export class InfractionVariantModel {
  @Field()
  id!: string;

  @Field({ description: 'When it applies, in the request language, with the rule section.' })
  condition!: string;

  @Field()
  penalty!: string;

  @Field()
  penaltyName!: string;

  @Field({ description: 'The player is dropped as well (IPG 3.1).' })
  drops!: boolean;

  @Field({ description: "The penalty lands at the start of the player's next match (IPG 3.4)." })
  atNextMatch!: boolean;
}

@ObjectType('Remedy', { description: 'A fix the rules name for an infraction.' })
export class RemedyModel {
  @Field()
  code!: string;

  @Field()
  name!: string;
}

@ObjectType('InfractionCatalog', { description: "The event's infraction catalog, as it must be named to judges." })
export class InfractionCatalogModel {
  @Field({ description: 'magic-ipg, magic-regular, pokemon, generic.' })
  id!: string;

  @Field()
  version!: string;

  @Field({ description: "In the caller's language." })
  name!: string;

  @Field({
    description:
      "Taken from the game publisher's document (Magic's IPG, Judging at Regular REL); false for Taikai's own catalogs (the generic one used for FFTCG).",
  })
  publisherDocument!: boolean;

  @Field(() => String, { nullable: true, description: "For Taikai's own catalogs: that it is not the game's document (FFTCG's, by name)." })
  note!: string | null;
}

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

  @Field(() => String, { nullable: true, description: "Section of the catalog's source text (IPG), when it has one." })
  section!: string | null;

  @Field(() => [InfractionVariantModel])
  variants!: InfractionVariantModel[];

  @Field(() => [RemedyModel])
  remedies!: RemedyModel[];

  @Field({ description: 'Floor judges give its Game Loss and above without the head judge (IPG 1.2: Tardiness, Decklist Problem).' })
  approvalExempt!: boolean;
}

@ObjectType('PenaltyChoice', { description: "A step of the catalog's penalty ladder." })
export class PenaltyChoiceModel {
  @Field()
  penalty!: string;

  @Field()
  name!: string;
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

  @Field(() => String, { nullable: true, description: 'The variant the suggestion follows.' })
  variant!: string | null;

  @Field(() => [PenaltyChoiceModel], { description: "The catalog's ladder, lightest first: what a judge may choose from." })
  choices!: PenaltyChoiceModel[];

  @Field({ description: 'Regular REL: no penalty is recorded as an educational note, never a Warning (JAR).' })
  fixAndEducate!: boolean;
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

  @Field(() => String, { nullable: true, description: "A team event: the player's team (the penalty stays the player's); null otherwise." })
  teamName!: string | null;

  @Field(() => String, { nullable: true, description: "A team event: the player's seat in the team (A, B, C; MTR 8.2)." })
  teamSeat!: string | null;

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

  @Field(() => String, { nullable: true, description: "The infraction's section in the catalog's source text (the IPG), when it has one." })
  section!: string | null;

  @Field()
  penalty!: string;

  @Field()
  penaltyName!: string;

  @Field()
  suggestedPenalty!: string;

  @Field(() => String, { nullable: true, description: 'The variant (documented circumstance) recorded.' })
  variant!: string | null;

  @Field(() => String, { nullable: true, description: "The variant's condition, in the request language." })
  variantCondition!: string | null;

  @Field(() => [RemedyModel], { description: 'The fixes applied.' })
  remedies!: RemedyModel[];

  @Field(() => Int, {
    nullable: true,
    description:
      'Set when the penalty was carried over (IPG 1.1, 3.4): the round it was given in. It waits for, or has landed on, a later match.',
  })
  carriedFromRound!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the head judge deviated from the suggestion.' })
  deviationReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why the rules suggested this penalty when it was logged (e.g. upgraded for repeats), in the request language; staff lists only.',
  })
  suggestedBecause?: string | null;

  @Field(() => String, { nullable: true, description: 'The staff member who logged it; staff lists only.' })
  loggedByName?: string | null;

  @Field(() => Int, { nullable: true, description: "The table of the penalty's match; null without a match." })
  table?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'An appeal of this penalty waits for the head judge (MTR 2.9); staff lists only.' })
  appealPending?: boolean | null;

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

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'Penalties logged as one ruling for both players share it (IPG 4.3 example A).' })
  ruling!: string | null;

  @Field(() => ID, { nullable: true, description: 'The earlier penalty for the same error this one is linked to (IPG 1).' })
  relatedToId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Set when a linked penalty at least as severe applies instead of this one (IPG 1): its id.',
  })
  supersededById!: string | null;

  @Field(() => MatchState, { nullable: true, description: 'Where the match stood, as the judge said.' })
  matchState!: MatchState | null;

  @Field(() => PenaltyTarget, { nullable: true, description: "The judge's choice at the end of a game or match (IPG 4.1, 4.2)." })
  appliesTo!: PenaltyTarget | null;

  @Field({ description: "IPG 3.1: the player is dropped at the round's end unless they report to the head judge or scorekeeper." })
  dropPending!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'IPG 3.1: when the late player reported (not dropped).' })
  arrivedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
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

  @Field({
    nullable: true,
    description: 'A variant of the infraction (see Infraction.variants): its penalty is the suggestion, no deviation.',
  })
  variant?: string;

  @Field(() => [String], { nullable: true, description: "Remedy codes applied, from the infraction's remedies." })
  remedies?: string[];

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

  @Field({
    nullable: true,
    description:
      "One act penalising both players (IPG 4.3 example A): the player's opponent in the match gets the same infraction, logged as one ruling and applied together (two Match Losses: a double loss; two Game Losses: no change, IPG 1.1).",
  })
  bothPlayers?: boolean;

  @Field(() => MatchState, {
    nullable: true,
    description: 'Where the match stood (IPG 1.1). Unset: read from the match; a report sent counts as MATCH_OVER.',
  })
  matchState?: MatchState;

  @Field(() => PenaltyTarget, {
    nullable: true,
    description: 'A Game Loss or Match Loss at BETWEEN_GAMES or MATCH_OVER: this match or the next one (IPG 4.1, 4.2). Refused otherwise.',
  })
  appliesTo?: PenaltyTarget;

  @Field(() => ID, {
    nullable: true,
    description: 'An earlier penalty of the same player for the same error (IPG 1): only the most severe of the linked penalties applies.',
  })
  relatedToId?: string;
}

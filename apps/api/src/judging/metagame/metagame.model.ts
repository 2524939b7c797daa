import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum ArchetypeSource {
  DECK_NAME = 'DECK_NAME',
  DECKLIST = 'DECKLIST',
  UNKNOWN = 'UNKNOWN',
}
registerEnumType(ArchetypeSource, {
  name: 'ArchetypeSource',
  description: "Where an archetype's name came from: the players' deck names, the cards of lists without one, or neither (Unknown).",
});

@ObjectType('MetagameArchetype', { description: "One archetype of the event's field. Rates are exact fractions, also given as 0–1." })
export class MetagameArchetypeModel {
  @Field({ description: 'Stable within one answer: what the matchups name.' })
  key!: string;

  @Field(() => String, {
    nullable: true,
    description: "The most common spelling of the deck name, or its lists' first cards; null: Unknown.",
  })
  name!: string | null;

  @Field(() => ArchetypeSource)
  source!: ArchetypeSource;

  @Field(() => Int)
  players!: number;

  @Field(() => Float, { description: 'Share of the field, 0–1.' })
  share!: number;

  @Field({ description: 'Share of the field as an exact fraction, e.g. "5/64".' })
  shareExact!: string;

  @Field(() => Int, { description: 'Players of this archetype in the top cut.' })
  topCut!: number;

  @Field(() => Float, { nullable: true, description: 'Share of the top cut, 0–1; null without a cut.' })
  topCutShare!: number | null;

  @Field(() => Float, { nullable: true, description: 'Conversion to the top cut (topCut / players), 0–1; null without a cut.' })
  conversion!: number | null;

  @Field(() => Int, { description: 'Matches won against other archetypes (mirrors and byes left out).' })
  wins!: number;

  @Field(() => Int)
  losses!: number;

  @Field(() => Int)
  draws!: number;

  @Field(() => Float, { nullable: true, description: 'wins / (wins + losses), draws not counted; null with no decided match.' })
  winRate!: number | null;

  @Field(() => String, { nullable: true })
  winRateExact!: string | null;

  @Field(() => [String], { description: "A DECKLIST archetype's signature cards." })
  signature!: string[];
}

@ObjectType('MetagameMatchup', { description: "One archetype's record against another (never itself: mirrors are left out)." })
export class MetagameMatchupModel {
  @Field({ description: "The archetype's key." })
  archetype!: string;

  @Field({ description: "The opponent archetype's key." })
  opponent!: string;

  @Field(() => Int)
  wins!: number;

  @Field(() => Int)
  losses!: number;

  @Field(() => Int)
  draws!: number;

  @Field(() => Float, { nullable: true, description: 'wins / (wins + losses), draws not counted; null with no decided match.' })
  winRate!: number | null;

  @Field(() => String, { nullable: true })
  winRateExact!: string | null;
}

@ObjectType('Metagame', {
  description:
    "An event's metagame: archetypes by deck name (or by their lists' cards), their share of the field and of the top cut, and match win rates archetype against archetype (final matches of every phase; byes and double losses left out).",
})
export class MetagameModel {
  @Field(() => Int, { description: 'The field: players who played a match or are still in the event.' })
  players!: number;

  @Field(() => Int)
  topCutSize!: number;

  @Field(() => Int, { description: 'Matches between two players of one archetype, left out of the rates.' })
  mirrorMatches!: number;

  @Field(() => [MetagameArchetypeModel], { description: 'Most players first.' })
  archetypes!: MetagameArchetypeModel[];

  @Field(() => [MetagameMatchupModel])
  matchups!: MetagameMatchupModel[];
}

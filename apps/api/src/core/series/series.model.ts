import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('SeriesEvent', { description: 'An event counted in a series.' })
export class SeriesEventModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => DateTimeScalar, { description: 'When it starts (or was created, without a start).' })
  date!: Date;

  @Field()
  status!: string;
}

@ObjectType('Series', { description: "A season, a league or a monthly ranking: the organization's events scored together." })
export class SeriesModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  organizationId!: string;

  @Field()
  name!: string;

  @Field({
    description:
      "The points rule as JSON (the engine's SeriesRule): per match won/drawn/lost, attendance, places, records, bestEvents, tieBreaks.",
  })
  rule!: string;

  @Field(() => String, { nullable: true, description: 'The payout rule as JSON ({ by: "record" | "place", table }); null: no payouts.' })
  payoutRule!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startsOn!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  endsOn!: string | null;

  @Field(() => [SeriesEventModel], { description: 'Its events, by date.' })
  events!: SeriesEventModel[];
}

@InputType()
export class SeriesInput {
  @Field({ nullable: true })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A preset points rule: MATCH_POINTS, PLACEMENT or STORE_CREDIT_BY_RECORD (instead of rule).',
  })
  preset?: string | null;

  @Field(() => String, { nullable: true, description: 'The points rule as JSON.' })
  rule?: string | null;

  @Field(() => String, { nullable: true, description: 'The payout rule as JSON; an empty text removes it.' })
  payoutRule?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A preset payout rule: STORE_CREDIT_BY_RECORD or PRIZES_BY_PLACE (instead of payoutRule).',
  })
  payoutPreset?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; an empty text removes it.' })
  startsOn?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; an empty text removes it.' })
  endsOn?: string | null;

  @Field(() => [ID], { nullable: true, description: "The events counted (all of the series' organization)." })
  eventIds?: string[] | null;
}

@ObjectType('SeriesEventPoints')
export class SeriesEventPointsModel {
  @Field(() => ID)
  eventId!: string;

  @Field({ description: 'Exact, as a decimal: "12", "5.5".' })
  points!: string;

  @Field({ description: "Among the person's best N events (the rule's bestEvents)." })
  counted!: boolean;
}

@ObjectType('SeriesCorrection', { description: "An organizer's correction of a person's series points, with its reason." })
export class SeriesCorrectionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  personId!: string;

  @Field({ description: 'Points added (negative: taken away), as a decimal.' })
  points!: string;

  @Field()
  reason!: string;

  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

@ObjectType('SeriesStanding')
export class SeriesStandingModel {
  @Field(() => Int)
  rank!: number;

  @Field(() => ID)
  personId!: string;

  @Field()
  name!: string;

  @Field({ description: 'Counted events plus corrections, exact, as a decimal.' })
  points!: string;

  @Field(() => Int)
  matchWins!: number;

  @Field(() => Int)
  matchDraws!: number;

  @Field(() => Int)
  matchLosses!: number;

  @Field(() => Int)
  eventsPlayed!: number;

  @Field(() => Int, { nullable: true })
  bestPlace!: number | null;

  @Field(() => [SeriesEventPointsModel])
  events!: SeriesEventPointsModel[];

  @Field(() => [SeriesCorrectionModel])
  corrections!: SeriesCorrectionModel[];
}

@ObjectType('PublicSeriesStanding', {
  description: 'A line of the standings as the phone shows them: no personal data beyond the name lists show.',
})
export class PublicSeriesStandingModel {
  @Field(() => Int)
  rank!: number;

  @Field()
  name!: string;

  @Field()
  points!: string;

  @Field(() => Int)
  eventsPlayed!: number;
}

@ObjectType('PublicSeriesStandings')
export class PublicSeriesStandingsModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  events!: number;

  @Field(() => [PublicSeriesStandingModel])
  standings!: PublicSeriesStandingModel[];
}

@ObjectType('PayoutEventAmount')
export class PayoutEventAmountModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => Int)
  amount!: number;
}

@ObjectType('PayoutLine')
export class PayoutLineModel {
  @Field(() => ID)
  personId!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  amount!: number;

  @Field(() => [PayoutEventAmountModel])
  events!: PayoutEventAmountModel[];
}

@ObjectType('PayoutSheet', { description: "What a series' payout rule pays, for one event or the whole series." })
export class PayoutSheetModel {
  @Field(() => ID)
  seriesId!: string;

  @Field()
  seriesName!: string;

  @Field({ description: 'record or place' })
  by!: string;

  @Field(() => Int)
  total!: number;

  @Field(() => [PayoutLineModel])
  lines!: PayoutLineModel[];
}

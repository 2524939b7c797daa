import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { EnforcementLevel, EventStatus, FormatType } from '../generated/prisma/enums';

registerEnumType(EventStatus, { name: 'EventStatus' });
registerEnumType(FormatType, { name: 'FormatType' });
registerEnumType(EnforcementLevel, { name: 'EnforcementLevel' });

@ObjectType('Event')
export class EventModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'Rule profile id, e.g. "magic".' })
  ruleProfile!: string;

  @Field(() => FormatType)
  formatType!: FormatType;

  @Field(() => EnforcementLevel)
  enforcementLevel!: EnforcementLevel;

  @Field(() => Int)
  bestOf!: number;

  @Field(() => Int)
  roundMinutes!: number;

  @Field(() => EventStatus)
  status!: EventStatus;

  @Field(() => String, { nullable: true })
  venue!: string | null;

  @Field(() => Date, { nullable: true })
  startsAt!: Date | null;

  @Field(() => Int)
  playerCount!: number;
}

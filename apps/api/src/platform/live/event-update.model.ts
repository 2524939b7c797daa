import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { EventUpdateKind } from '../common';

export { EventUpdateKind } from '../common';
export type { EventUpdate } from '../common';

registerEnumType(EventUpdateKind, { name: 'EventUpdateKind', description: 'What changed in an event.' });

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

import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { FormatType } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('OnDemandPod', { description: 'An event an on-demand queue fired with a full pod.' })
export class OnDemandPodModel {
  @Field(() => Int, { description: 'The pod’s number in its queue, from 1.' })
  number!: number;

  @Field(() => ID)
  eventId!: string;

  @Field()
  eventName!: string;

  @Field({ description: 'The event’s status (RUNNING, FINISHED…).' })
  status!: string;

  @Field(() => DateTimeScalar)
  firedAt!: Date;
}

@ObjectType('OnDemandQueue', {
  description: 'A convention’s on-demand queue: players sign up from their phones; a full pod fires an event.',
})
export class OnDemandQueueModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  conventionId!: string;

  @Field()
  name!: string;

  @Field({ description: 'The game of its pods (a rule profile).' })
  ruleProfile!: string;

  @Field(() => FormatType)
  formatType!: FormatType;

  @Field(() => String, { nullable: true })
  formatName!: string | null;

  @Field(() => Int, { description: 'Players a pod fires with.' })
  podSize!: number;

  @Field(() => String, { nullable: true, description: 'The hall’s area its pods sit in while it has enough free tables.' })
  area!: string | null;

  @Field({ description: 'False once staff closed it.' })
  open!: boolean;

  @Field(() => Int, { description: 'People waiting for the next pod.' })
  waiting!: number;

  @Field(() => [OnDemandPodModel], { description: 'The events it fired, newest first.' })
  pods!: OnDemandPodModel[];
}

@ObjectType('OnDemandSeat', { description: 'Where the person plays in a pod the queue fired with them.' })
export class OnDemandSeatModel {
  @Field(() => ID)
  eventId!: string;

  @Field()
  eventName!: string;

  @Field(() => Int, { nullable: true, description: 'The round of their latest match; null before one.' })
  roundNumber!: number | null;

  @Field(() => String, { nullable: true, description: 'The hall’s label of their table, e.g. "B-12"; null for a bye.' })
  hallTable!: string | null;
}

@ObjectType('MyOnDemandQueue', { description: 'An on-demand queue as a person’s phone sees it: its pod filling and their place in it.' })
export class MyOnDemandQueueModel {
  @Field(() => ID)
  id!: string;

  @Field()
  conventionName!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  formatName!: string | null;

  @Field(() => Int)
  podSize!: number;

  @Field({ description: 'False once staff closed it.' })
  open!: boolean;

  @Field(() => Int, { description: 'People waiting for the next pod.' })
  waiting!: number;

  @Field(() => Int, { nullable: true, description: 'The person’s place in the next pod, 1 first ("3 of 8"); null: not waiting.' })
  position!: number | null;

  @Field(() => OnDemandSeatModel, { nullable: true, description: 'The running pod it fired with the person, and where they sit.' })
  seat!: OnDemandSeatModel | null;
}

@InputType({ description: 'An on-demand queue staff open in a convention.' })
export class OnDemandQueueInput {
  @Field()
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Players a pod fires with, even: 8 (a draft pod, the default) or 16 (a side event).' })
  podSize?: number | null;

  @Field(() => ID, { nullable: true, description: 'An event of the organization whose entry settings the pods copy.' })
  templateEventId?: string | null;

  @Field(() => String, { nullable: true, description: 'The game (a rule profile); else the template’s, else Magic.' })
  ruleProfile?: string | null;

  @Field(() => FormatType, { nullable: true, description: 'Else the template’s, else DRAFT.' })
  formatType?: FormatType | null;

  @Field(() => String, { nullable: true, description: 'The format in the organizer’s words ("Cube", "キューブ").' })
  formatName?: string | null;

  @Field(() => String, { nullable: true, description: 'An area of the hall its pods sit in while it has enough free tables.' })
  area?: string | null;
}

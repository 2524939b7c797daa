import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('PublishToken', { description: 'Hosted side: a token a venue server publishes its events into this organization with.' })
export class PublishTokenModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'What the organizer called it (the venue it is for).' })
  name!: string;

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When a push with it was last applied.' })
  lastUsedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Revoked: pushes with it are refused.' })
  revokedAt!: Date | null;
}

@ObjectType('NewPublishToken')
export class NewPublishTokenModel {
  @Field({ description: 'The token itself: shown this once (only its hash is kept). Paste it into the venue server.' })
  token!: string;

  @Field(() => PublishTokenModel)
  publishToken!: PublishTokenModel;
}

@ObjectType('PublishLink', {
  description: "Venue side: the hosted Taikai an organization's events publish to (the token is never shown again).",
})
export class PublishLinkModel {
  @Field({ description: "The hosted Taikai's address." })
  url!: string;

  @Field(() => DateTimeScalar)
  linkedAt!: Date;
}

@ObjectType('PublishedEventStatus', { description: 'Venue side: how far the hosted copy of one event is.' })
export class PublishedEventStatusModel {
  @Field(() => ID)
  eventId!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: "The number of the event's latest export (0: not exported yet)." })
  seq!: number;

  @Field(() => Int, { description: 'The number the hosted side has applied.' })
  ackedSeq!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the hosted side last acknowledged a push.' })
  lastPublishedAt!: Date | null;

  @Field({ description: 'The hosted copy has the latest export and no push is waiting.' })
  upToDate!: boolean;

  @Field({ description: 'Seconds since the oldest change the hosted copy lacks (0 when it lacks none).' })
  lagSeconds!: number;

  @Field(() => String, { nullable: true, description: 'Why the last push failed, since the last one that worked.' })
  lastError!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  lastErrorAt!: Date | null;
}

@ObjectType('PublishStatus')
export class PublishStatusModel {
  @Field(() => PublishLinkModel, { nullable: true, description: 'Null: the organization does not publish.' })
  link!: PublishLinkModel | null;

  @Field(() => [PublishedEventStatusModel], { description: 'Every event of the organization (all publish), newest first.' })
  events!: PublishedEventStatusModel[];
}

import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType()
export class AnnouncementRevision {
  @Field()
  title!: string;

  @Field()
  body!: string;

  @Field(() => DateTimeScalar)
  editedAt!: Date;
}

@ObjectType('Announcement', { description: "A head judge's announcement; players see it once published." })
export class AnnouncementModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  title!: string;

  @Field()
  body!: string;

  @Field({ description: 'ja or en' })
  language!: string;

  @Field()
  pinned!: boolean;

  @Field(() => DateTimeScalar, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  updatedAt!: Date;

  @Field({ description: 'Title and text as plain text, to read aloud or project.' })
  plainText!: string;

  @Field(() => [AnnouncementRevision], { description: 'Earlier texts, oldest first (staff only).' })
  history!: AnnouncementRevision[];
}

@InputType()
export class AnnouncementInput {
  @Field({ nullable: true })
  title?: string;

  @Field({ nullable: true })
  body?: string;

  @Field({ nullable: true, description: 'ja or en' })
  language?: string;

  @Field({ nullable: true })
  pinned?: boolean;
}

@ObjectType()
export class AnnouncementSection {
  @Field(() => Int)
  part!: number;

  @Field()
  heading!: string;

  @Field()
  text!: string;
}

@ObjectType('AnnouncementDraft', { description: 'The opening announcement prefilled from the event, to edit before publishing.' })
export class AnnouncementDraftModel {
  @Field()
  title!: string;

  @Field(() => [AnnouncementSection])
  sections!: AnnouncementSection[];

  @Field({ description: 'The whole draft as plain text, ready for the body of an announcement.' })
  body!: string;
}

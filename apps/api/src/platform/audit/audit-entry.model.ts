import { Field, ID, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from './json.scalar';
import { DateTimeScalar } from '../graphql';

@ObjectType('AuditEntry', { description: 'One recorded change: who, when, what, before and after.' })
export class AuditEntryModel {
  @Field(() => ID)
  id!: string;

  @Field()
  action!: string;

  @Field()
  entityType!: string;

  @Field(() => ID)
  entityId!: string;

  @Field({ description: 'staff, player or system' })
  actorKind!: string;

  @Field(() => ID, { nullable: true })
  actorId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The name of the staff account or player that made the change; null for the system or an account since deleted.',
  })
  actorName!: string | null;

  @Field({
    description:
      'Added by an event import or restore from a file: its actor is only what the file says (the importing organizer is in `after.importedBy`).',
  })
  imported!: boolean;

  @Field(() => GraphQLJSON, { nullable: true })
  before!: unknown;

  @Field(() => GraphQLJSON, { nullable: true })
  after!: unknown;

  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

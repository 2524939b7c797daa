import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('EventBackup', { description: "One automatic backup of an event in the server's data directory." })
export class EventBackupModel {
  @Field({ description: 'File name: the event id and the UTC time it was written.' })
  fileName!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;
}

@InputType()
export class EventImportInput {
  @Field({
    description:
      'The export file: its JSON text, or with `compressed` gzip-compressed and base64-encoded (large events, under the 2 MB request limit).',
  })
  data!: string;

  @Field({ defaultValue: false })
  compressed!: boolean;

  @Field({
    defaultValue: false,
    description: 'Restore over the event if it exists here (its organizers only); otherwise an existing event is refused.',
  })
  replace!: boolean;
}

@ObjectType('EventImportResult')
export class EventImportResultModel {
  @Field(() => ID)
  eventId!: string;
}

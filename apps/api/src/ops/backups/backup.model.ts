import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { BackupFailureReason, BackupStep } from './backup-store';
import { StaffRole } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

export const BackupFailureReasonEnum = {
  DISK_FULL: 'DISK_FULL',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  READ_ONLY: 'READ_ONLY',
  NOT_A_DIRECTORY: 'NOT_A_DIRECTORY',
  OTHER: 'OTHER',
} as const satisfies Record<BackupFailureReason, BackupFailureReason>;
registerEnumType(BackupFailureReasonEnum, {
  name: 'BackupFailureReason',
  description:
    'Why automatic backups could not be written: the disk is full, the server may not write there, the file system is read-only, the backups path is not a directory, or another error (in the server log).',
});

@ObjectType('EventBackupStatus', {
  description: "Whether the server's automatic backups of an event are being written (this server process).",
})
export class EventBackupStatusModel {
  @Field({ description: 'The last attempt failed: no backup is being written.' })
  failing!: boolean;

  @Field(() => DateTimeScalar, { nullable: true })
  lastWrittenAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  lastFailureAt!: Date | null;

  @Field(() => BackupFailureReasonEnum, { nullable: true })
  lastFailureReason!: BackupFailureReason | null;

  @Field({ description: "The server's backups directory (<TAIKAI_DATA_DIR>/backups)." })
  directory!: string;
}

export const BackupStepEnum = {
  PAIRED: 'PAIRED',
  RESULTS: 'RESULTS',
  FINISHED: 'FINISHED',
} as const satisfies Record<BackupStep, BackupStep>;
registerEnumType(BackupStepEnum, {
  name: 'BackupStep',
  description: "What a backup follows: the round's pairings, all of the round's results, or the end of the event.",
});

@ObjectType('BackupMoment', { description: 'What an automatic backup follows: "after pairing round 3".' })
export class BackupMomentModel {
  @Field(() => BackupStepEnum)
  step!: BackupStep;

  @Field(() => Int, { description: 'The last round of the event at the time.' })
  round!: number;
}

@ObjectType('EventBackup', { description: "One automatic backup of an event in the server's data directory." })
export class EventBackupModel {
  @Field({ description: 'File name: the event id, the UTC time it was written and what it follows (round<N>-paired).' })
  fileName!: string;

  @Field(() => BackupMomentModel, {
    nullable: true,
    description: 'null: a file written before backups were named, or an event with no round.',
  })
  follows!: BackupMomentModel | null;

  @Field(() => DateTimeScalar)
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

  @Field(() => ID, {
    nullable: true,
    description:
      "The organization a new event joins: one where the caller creates events (default: as createEvent chooses). A restore keeps the event's own.",
  })
  organizationId?: string | null;
}

@ObjectType('ImportedStaffMember', {
  description: 'A staff role the export file names whose account this server lacks (no account with its id or e-mail): not recreated.',
})
export class ImportedStaffMemberModel {
  @Field({ description: 'The name as the file has it.' })
  name!: string;

  @Field({ description: 'The e-mail as the file has it: create an account with it, then add the role.' })
  email!: string;

  @Field(() => StaffRole)
  role!: StaffRole;
}

@ObjectType('EventImportResult')
export class EventImportResultModel {
  @Field(() => ID)
  eventId!: string;

  @Field(() => [ImportedStaffMemberModel], {
    description: "The event's staff roles in the file that were not brought over (their accounts are not on this server), to re-add.",
  })
  staffToReAdd!: ImportedStaffMemberModel[];
}

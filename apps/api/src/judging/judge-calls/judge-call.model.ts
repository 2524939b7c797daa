import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { JudgeCallStatus } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

registerEnumType(JudgeCallStatus, { name: 'JudgeCallStatus' });

@ObjectType('JudgeCall', { description: 'A player asking for a judge at their table.' })
export class JudgeCallModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  playerId!: string;

  @Field()
  playerName!: string;

  @Field(() => ID, { nullable: true })
  matchId!: string | null;

  @Field(() => Int, { nullable: true })
  table!: number | null;

  @Field(() => JudgeCallStatus)
  status!: JudgeCallStatus;

  @Field(() => ID, { nullable: true })
  takenById!: string | null;

  @Field(() => String, { nullable: true, description: 'The judge who took the call.' })
  takenByName!: string | null;

  @Field(() => ID, { nullable: true, description: 'The infraction logged for this call, if any.' })
  penaltyId!: string | null;

  @Field(() => DateTimeScalar)
  createdAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true })
  takenAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  closedAt!: Date | null;
}

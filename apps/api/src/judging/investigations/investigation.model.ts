import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AppealStatus, StatementRole } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

registerEnumType(StatementRole, {
  name: 'StatementRole',
  description: 'Who gave a statement: the player, the opponent, a witness, a judge, the head judge.',
});
registerEnumType(AppealStatus, {
  name: 'AppealStatus',
  description: 'MTR 2.9: PENDING until the head judge decides; UPHELD (the ruling stands), CHANGED (another penalty replaces it), REVOKED.',
});

@ObjectType('InvestigationStatement', {
  description: 'What one person said in the investigation of an infraction (head judge and organizers only).',
})
export class InvestigationStatementModel {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  penaltyId!: string;
  @Field(() => StatementRole)
  role!: StatementRole;
  @Field()
  speaker!: string;
  @Field()
  text!: string;
  @Field({ description: 'The staff member who wrote it down.' })
  recordedByName!: string;
  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

@ObjectType('Appeal', { description: "MTR 2.9: a player's appeal of a floor judge's ruling to the head judge." })
export class AppealModel {
  @Field(() => ID)
  id!: string;
  @Field(() => ID)
  penaltyId!: string;
  @Field({ description: 'What the player says.' })
  statement!: string;
  @Field()
  recordedByName!: string;
  @Field(() => AppealStatus)
  status!: AppealStatus;
  @Field({ description: 'The penalty appealed, as it was when the appeal was filed.' })
  appealedPenalty!: string;
  @Field()
  appealedPenaltyName!: string;
  @Field(() => ID, { nullable: true, description: 'CHANGED: the penalty that replaced it; the appealed one is kept, revoked.' })
  replacementPenaltyId!: string | null;
  @Field(() => String, { nullable: true })
  decisionReason!: string | null;
  @Field(() => String, { nullable: true })
  decidedByName!: string | null;
  @Field(() => DateTimeScalar)
  createdAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true })
  decidedAt!: Date | null;
}

@ObjectType('Investigation', { description: 'The statements and appeals of one penalty.' })
export class InvestigationModel {
  @Field(() => ID)
  penaltyId!: string;
  @Field({ description: 'IPG 1.1: a disqualification issued without proof.' })
  withoutProof!: boolean;
  @Field(() => [InvestigationStatementModel])
  statements!: InvestigationStatementModel[];
  @Field(() => [AppealModel])
  appeals!: AppealModel[];
}

@InputType()
export class StatementInput {
  @Field(() => ID)
  penaltyId!: string;
  @Field(() => StatementRole)
  role!: StatementRole;
  @Field({
    nullable: true,
    description: "Unset: the penalised player's, the opponent's or the recording judge's name; a witness needs one.",
  })
  speaker?: string;
  @Field({ description: 'What they said, as the judge wrote it down.' })
  statement!: string;
}

@InputType()
export class AppealDecisionInput {
  @Field(() => AppealStatus, { description: 'UPHELD, CHANGED or REVOKED.' })
  decision!: AppealStatus;
  @Field()
  reason!: string;
  @Field({ nullable: true, description: 'CHANGED: the penalty that replaces the appealed one.' })
  penalty?: string;
}

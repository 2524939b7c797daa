import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { OrganizationRole } from '../../generated/prisma/enums';

registerEnumType(OrganizationRole, {
  name: 'OrganizationRole',
  description: "A role in an organization: it applies in each of the organization's events (an owner organizes them).",
});

@ObjectType('Organization', { description: 'A store, a club or a circuit: it owns events, and its staff roles apply in all of them.' })
export class OrganizationModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'The organization in links: 3–40 lowercase letters a–z, digits and hyphens, unique on the server.' })
  slug!: string;
}

@ObjectType('OrganizationMember')
export class OrganizationMemberModel {
  @Field(() => ID)
  userId!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => OrganizationRole)
  role!: OrganizationRole;
}

@InputType()
export class OrganizationInput {
  @Field({ nullable: true })
  name?: string;

  @Field({ nullable: true, description: '3–40 lowercase letters a–z, digits and hyphens, unique on the server.' })
  slug?: string;
}

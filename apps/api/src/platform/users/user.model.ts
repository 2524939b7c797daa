import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UserRole } from '../../generated/prisma/enums';

registerEnumType(UserRole, { name: 'UserRole' });

@ObjectType('User', { description: 'A staff account.' })
export class UserModel {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field()
  name!: string;

  @Field(() => UserRole)
  role!: UserRole;
}

@InputType()
export class UserInput {
  @Field()
  email!: string;

  @Field()
  name!: string;

  @Field({ description: 'At least 10 characters.' })
  password!: string;

  @Field(() => UserRole, { nullable: true, description: 'ORGANIZER may create events and accounts.' })
  role?: UserRole;
}

import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UserRole } from '../generated/prisma/enums';

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

import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type StaffViewer } from '../common';
import { UserInput, UserModel } from './user.model';
import { UsersService } from './users.service';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(private readonly usersService: UsersService) {}

  @SignedIn('staff')
  @Query(() => [UserModel], { description: 'Staff accounts (site organizers only).' })
  users(@CurrentViewer() viewer: StaffViewer) {
    return this.usersService.list(viewer);
  }

  @SignedIn('staff')
  @Mutation(() => UserModel, { description: 'Creates a staff account (site organizers only).' })
  createUser(@CurrentViewer() viewer: StaffViewer, @Args('input') input: UserInput) {
    return this.usersService.create(viewer, input);
  }
}

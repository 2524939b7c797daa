import { Args, Context, Field, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../graphql';
import { UserModel } from '../users';
import { AuthService } from './auth.service';
import { CurrentViewer, Public, SignedIn, type Viewer } from '../common';

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token!: string;
}

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Staff sign-in.' })
  async login(@Args('email') email: string, @Args('password') password: string, @Context() context: GraphQLContext): Promise<AuthPayload> {
    return { token: await this.auth.login(email, password, context.req.ip ?? 'unknown') };
  }

  @SignedIn('staff', 'player', 'person')
  @Mutation(() => Boolean, {
    description:
      'Signs out on every device: every token issued so far stops working. With a person token: that phone only (its device is revoked).',
  })
  logout(@CurrentViewer() viewer: Viewer) {
    return this.auth.logout(viewer);
  }

  @SignedIn('staff')
  @Query(() => UserModel, { description: 'The signed-in staff account.' })
  async me(@CurrentViewer() viewer: Viewer) {
    return this.auth.viewerProfile(viewer);
  }
}

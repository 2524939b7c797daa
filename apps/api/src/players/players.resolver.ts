import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthPayload } from '../auth/auth.resolver';
import { CurrentViewer } from '../auth/current-viewer.decorator';
import { Public, SignedIn } from '../auth/public.decorator';
import type { Viewer } from '../auth/viewer';
import type { GraphQLContext } from '../graphql/context';
import { RegistrationModel } from './registration.model';
import { PlayersService } from './players.service';

@Resolver()
export class PlayersResolver {
  constructor(private readonly players: PlayersService) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Player sign-in with the access code from the registration desk.' })
  async playerLogin(
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('accessCode') accessCode: string,
    @Context() context: GraphQLContext,
  ): Promise<AuthPayload> {
    return { token: await this.players.playerLogin(eventId, accessCode, context.req.ip ?? 'unknown') };
  }

  @SignedIn('player')
  @Query(() => RegistrationModel, { description: "The signed-in player's registration." })
  myRegistration(@CurrentViewer() viewer: Extract<Viewer, { kind: 'player' }>) {
    return this.players.registrationOf(viewer);
  }
}

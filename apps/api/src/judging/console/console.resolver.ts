import { Args, Context, ID, Query, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { ConsoleEventModel, ConventionJudgeCallModel, ConventionStaffCountModel, ConventionUpdateModel } from './console.model';
import { ConsoleService } from './console.service';

@Resolver(() => ConsoleEventModel)
export class ConsoleResolver {
  constructor(private readonly consoleService: ConsoleService) {}

  @SignedIn('staff')
  @Query(() => [ConsoleEventModel], {
    description:
      "The convention's running events, what needs a person first: disputes and open judge calls, then the clock closest to time with the most outstanding tables.",
  })
  conventionConsole(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.consoleService.of(viewer, conventionId);
  }

  @SignedIn('staff')
  @Query(() => [ConventionJudgeCallModel], {
    description:
      "The judge calls of the convention's running events, waiting first and oldest first, at their hall labels; only an area's tables when `area` is given.",
  })
  conventionJudgeCalls(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('area', { type: () => String, nullable: true }) area?: string | null,
  ) {
    return this.consoleService.judgeCalls(viewer, conventionId, area ?? null);
  }

  /**
   * Over Server-Sent Events, as `eventUpdates`: the updates of every event of the convention (as
   * their staff receive them) and of its hall, for the console, its judge queue and the hall map.
   */
  @SignedIn('staff')
  @Subscription(() => ConventionUpdateModel, {
    description:
      "Changes in every event of a convention and in its hall, as they happen; follows events joining or leaving it. Read as the console is: the organization's staff.",
    resolve: (update: ConventionUpdateModel) => update,
  })
  conventionUpdates(
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphQLContext,
    @Args('conventionId', { type: () => ID }) conventionId: string,
  ) {
    return this.consoleService.updates(viewer, conventionId, context);
  }

  @SignedIn('staff')
  @Query(() => [ConventionStaffCountModel], {
    description:
      "The convention's staff by name: the judge calls each took and closed and the penalties each issued in its events (the staff pool and anyone else who did).",
  })
  conventionStaffCounts(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.consoleService.staffCounts(viewer, conventionId);
  }
}

import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { ConsoleEventModel } from './console.model';
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
}

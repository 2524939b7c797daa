import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { JudgeCallStatus } from '../../generated/prisma/enums';
import { JudgeCallModel } from './judge-call.model';
import { JudgeCallsService } from './judge-calls.service';

@Resolver(() => JudgeCallModel)
export class JudgeCallsResolver {
  constructor(private readonly judgeCallsService: JudgeCallsService) {}

  @SignedIn('player')
  @Mutation(() => JudgeCallModel, { description: 'A player calls a judge to their table.' })
  callJudge(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('matchId', { type: () => ID, nullable: true }) matchId?: string | null,
  ) {
    return this.judgeCallsService.call(viewer, eventId, matchId);
  }

  @SignedIn('player')
  @Mutation(() => JudgeCallModel, { description: 'The player who called takes back their call (no longer needed); audited.' })
  cancelJudgeCall(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.judgeCallsService.cancel(viewer, id);
  }

  @SignedIn('player')
  @Query(() => [JudgeCallModel], {
    description: "The signed-in player's judge calls and those on their matches, newest first: waiting, taken (by whom) or closed.",
  })
  myJudgeCalls(@CurrentViewer() viewer: Viewer) {
    return this.judgeCallsService.mine(viewer);
  }

  @SignedIn('staff')
  @Query(() => [JudgeCallModel], { description: 'The judge-call queue by table number.' })
  judgeCalls(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('statuses', { type: () => [JudgeCallStatus], defaultValue: ['OPEN', 'TAKEN'] }) statuses: JudgeCallStatus[],
  ) {
    return this.judgeCallsService.list(viewer, eventId, statuses);
  }

  @SignedIn('staff')
  @Mutation(() => JudgeCallModel)
  takeJudgeCall(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.judgeCallsService.take(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => JudgeCallModel)
  closeJudgeCall(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('penaltyId', { type: () => ID, nullable: true, description: 'The infraction logged for this call.' }) penaltyId?: string | null,
    @Args('extensionMinutes', {
      type: () => Int,
      nullable: true,
      description: "Minutes given back to the call's match (MTR 2.6), audited as match.extend.",
    })
    extensionMinutes?: number | null,
  ) {
    return this.judgeCallsService.close(viewer, id, penaltyId, extensionMinutes);
  }
}

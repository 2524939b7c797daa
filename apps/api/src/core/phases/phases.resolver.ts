import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { RoundModel } from '../rounds';
import { PhaseInput } from './phase.input';
import { PhaseModel } from './phase.model';
import { PhasesService } from './phases.service';

@Resolver(() => PhaseModel)
export class PhasesResolver {
  constructor(private readonly phasesService: PhasesService) {}

  @SignedIn('staff')
  @Mutation(() => RoundModel, { description: 'Starts single elimination from the final standings; returns its first round.' })
  startTopCut(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('size', { type: () => Int, nullable: true, description: "Unset: the event's top cut." }) size?: number | null,
    @Args('draftSeating', {
      defaultValue: false,
      description: 'Top 8 after a draft (MTR 10.4): seats drawn at random from a recorded seed, then seat 1v5, 2v6, 3v7, 4v8.',
    })
    draftSeating?: boolean,
    @Args('seats', {
      type: () => [ID],
      nullable: true,
      description: 'A draft top 8 seated by staff: the players who made the cut, seat 1 first (exactly those 8, once each).',
    })
    seats?: string[] | null,
    @Args('day', {
      type: () => Int,
      nullable: true,
      description: 'The day of the event the top cut is played on; unset: the same day as the phase before it.',
    })
    day?: number | null,
    @Args('drawLots', {
      defaultValue: false,
      description:
        "Players (or teams) tied across the cut line are settled by lots drawn from a recorded seed (the organizer's policy); unset: such a tie is refused (TOP_CUT_TIE).",
    })
    drawLots?: boolean,
  ) {
    return this.phasesService.startTopCut(viewer, eventId, size, draftSeating, seats, day, drawLots);
  }

  @SignedIn('staff')
  @Mutation(() => PhaseModel, { description: 'A new Swiss phase (e.g. day 2) with exactly these players.' })
  startPhase(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string, @Args('input') input: PhaseInput) {
    return this.phasesService.startPhase(viewer, eventId, input);
  }
}

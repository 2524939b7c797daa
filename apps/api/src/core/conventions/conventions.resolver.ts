import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { EventModel } from '../events';
import { RoundModel } from '../rounds';
import { MatchModel } from '../tournament';
import {
  ConventionInput,
  ConventionModel,
  ConventionShiftInput,
  ConventionShiftModel,
  HallTableInput,
  HallTableModel,
  SeatingConflictModel,
} from './conventions.model';
import { ConventionsService } from './conventions.service';
import { StaffPoolService } from './staff-pool.service';

@Resolver(() => ConventionModel)
export class ConventionsResolver {
  constructor(private readonly conventionsService: ConventionsService) {}

  @SignedIn('staff')
  @Query(() => [ConventionModel], { description: "The organization's conventions (its members)." })
  conventions(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.conventionsService.list(viewer, organizationId);
  }

  @SignedIn('staff')
  @Query(() => ConventionModel)
  convention(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.conventionsService.get(viewer, id);
  }

  @SignedIn('staff')
  @Query(() => [HallTableModel], { description: "The convention's hall map in hall order, with the event and round using each table." })
  conventionHall(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.conventionsService.hall(viewer, conventionId);
  }

  @SignedIn('staff')
  @Query(() => [SeatingConflictModel], {
    description: 'People seated in two running events of the convention at once (same person, matches without a final result).',
  })
  conventionSeatingConflicts(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.conventionsService.seatingConflicts(viewer, conventionId);
  }

  @SignedIn('staff')
  @Mutation(() => ConventionModel)
  createConvention(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('input') input: ConventionInput,
  ) {
    return this.conventionsService.create(viewer, organizationId, input);
  }

  @SignedIn('staff')
  @Mutation(() => ConventionModel)
  updateConvention(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: ConventionInput) {
    return this.conventionsService.update(viewer, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => ConventionModel, {
    description: 'Adds an event of the organization; `main`: it keeps its block of tables between rounds.',
  })
  addConventionEvent(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('main', { defaultValue: false }) main: boolean,
  ) {
    return this.conventionsService.setEvent(viewer, conventionId, eventId, true, main);
  }

  @SignedIn('staff')
  @Mutation(() => ConventionModel)
  removeConventionEvent(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('eventId', { type: () => ID }) eventId: string,
  ) {
    return this.conventionsService.setEvent(viewer, conventionId, eventId, false, false);
  }

  @SignedIn('staff')
  @Mutation(() => [HallTableModel], { description: "Sets the hall's whole map; a table a running match sits at must stay." })
  setHallMap(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('tables', { type: () => [HallTableInput] }) tables: HallTableInput[],
  ) {
    return this.conventionsService.setHallMap(viewer, conventionId, tables);
  }

  @SignedIn('staff')
  @Mutation(() => [HallTableModel], { description: "Sets the hall's whole map from CSV: area,row,table,capacity,label (header optional)." })
  importHallMap(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string, @Args('csv') csv: string) {
    return this.conventionsService.importHallMap(viewer, conventionId, csv);
  }

  @SignedIn('staff')
  @Mutation(() => [HallTableModel], {
    description: 'Takes a table out of use (its running match moves to the nearest free table) or back into use.',
  })
  setHallTableInUse(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('label') label: string,
    @Args('inUse') inUse: boolean,
  ) {
    return this.conventionsService.setTableInUse(viewer, conventionId, label, inUse);
  }

  @SignedIn('staff')
  @Mutation(() => [HallTableModel], {
    description:
      "Seats a running match at the table staff choose (a feature table): refused when it is out of use, too small or another event's; the same event's match there swaps onto the table left. Players hear MATCH_MOVED.",
  })
  moveMatchToHallTable(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('label') label: string,
  ) {
    return this.conventionsService.moveMatchToTable(viewer, conventionId, matchId, label);
  }

  @SignedIn('staff')
  @Mutation(() => Boolean, { description: "A person's fixed seat in the hall, held in every event of the convention (label null: none)." })
  setHallFixedSeat(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('personId', { type: () => ID }) personId: string,
    @Args('label', { type: () => String, nullable: true }) label: string | null,
  ) {
    return this.conventionsService.setFixedSeat(viewer, conventionId, personId, label);
  }
}

@Resolver(() => ConventionShiftModel)
export class StaffPoolResolver {
  constructor(private readonly staffPool: StaffPoolService) {}

  @SignedIn('staff')
  @Query(() => [ConventionShiftModel], { description: "The convention's staff pool: every shift by start, then area or event." })
  conventionShifts(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.staffPool.shifts(viewer, conventionId);
  }

  @SignedIn('staff')
  @Query(() => ConventionShiftModel, {
    nullable: true,
    description: "The signed-in staff member's shift in the convention now (a judge's queue opens on its area); null: off shift.",
  })
  myConventionShift(@CurrentViewer() viewer: Viewer, @Args('conventionId', { type: () => ID }) conventionId: string) {
    return this.staffPool.current(viewer, conventionId);
  }

  @SignedIn('staff')
  @Mutation(() => ConventionShiftModel, {
    description:
      "Puts a staff member of the organization on a shift, in an area of the hall or at an event; one person's shifts never overlap.",
  })
  addConventionShift(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('input') input: ConventionShiftInput,
  ) {
    return this.staffPool.add(viewer, conventionId, input);
  }

  @SignedIn('staff')
  @Mutation(() => ConventionShiftModel)
  updateConventionShift(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ConventionShiftInput,
  ) {
    return this.staffPool.update(viewer, conventionId, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => Boolean)
  removeConventionShift(
    @CurrentViewer() viewer: Viewer,
    @Args('conventionId', { type: () => ID }) conventionId: string,
    @Args('id', { type: () => ID }) id: string,
  ) {
    return this.staffPool.remove(viewer, conventionId, id);
  }
}

@Resolver(() => MatchModel)
export class MatchHallTableResolver {
  constructor(private readonly conventionsService: ConventionsService) {}

  @ResolveField(() => String, { nullable: true, description: "The hall's label of the match's table when its event is in a convention." })
  hallTable(@Parent() match: MatchModel, @Context() context: GraphQLContext) {
    return this.conventionsService.hallTableOf(context.req, match.id);
  }
}

@Resolver(() => RoundModel)
export class RoundSeatingConflictsResolver {
  constructor(private readonly conventionsService: ConventionsService) {}

  @ResolveField(() => [SeatingConflictModel], {
    description:
      "A running round in a convention: its players seated at the same time in another running event (the same person), this round's seat first. Staff only; empty otherwise.",
  })
  seatingConflicts(@CurrentViewer() viewer: Viewer, @Parent() round: RoundModel) {
    return this.conventionsService.seatingConflictsOfRound(viewer, round);
  }
}

@Resolver(() => EventModel)
export class EventConventionResolver {
  constructor(private readonly conventionsService: ConventionsService) {}

  @ResolveField(() => ID, { nullable: true, description: 'The convention the event is part of (its hall, its console); null: none.' })
  conventionId(@Parent() event: EventModel) {
    return this.conventionsService.conventionIdOf(event.id);
  }
}

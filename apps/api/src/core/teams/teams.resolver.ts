import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type PlayerViewer, type Viewer } from '../../platform/common';
import { EventModel } from '../events';
import { TeamRefModel } from '../tournament';
import { TeamMemberInput, TeamMemberModel, TeamModel } from './team.model';
import { TeamsService } from './teams.service';

@Resolver(() => TeamModel)
export class TeamsResolver {
  constructor(private readonly teamsService: TeamsService) {}

  @SignedIn('staff')
  @Query(() => [TeamModel], { description: "A team event's teams, by name, with their players in their seats." })
  teams(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.teamsService.list(viewer, eventId);
  }

  @SignedIn('player')
  @Query(() => TeamModel, { nullable: true, description: "The signed-in player's team (null: none)." })
  myTeam(@CurrentViewer() viewer: PlayerViewer) {
    return this.teamsService.mine(viewer);
  }

  @SignedIn('staff')
  @Mutation(() => TeamModel, {
    description: 'Registers a team with its players in their seats (MTR 8.2), before round 1. A player is in one team per event.',
  })
  createTeam(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('name') name: string,
    @Args('members', { type: () => [TeamMemberInput] }) members: TeamMemberInput[],
  ) {
    return this.teamsService.create(viewer, eventId, name, members);
  }

  @SignedIn('staff')
  @Mutation(() => TeamModel, {
    description: 'Renames a team, or (before round 1 only: MTR 8.2) replaces its players and seats; audited.',
  })
  updateTeam(
    @CurrentViewer() viewer: Viewer,
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
    @Args('members', { type: () => [TeamMemberInput], nullable: true, description: 'The whole roster; left out: unchanged.' })
    members?: TeamMemberInput[] | null,
  ) {
    return this.teamsService.update(viewer, teamId, { name, members });
  }

  @SignedIn('staff')
  @Mutation(() => TeamModel, { description: 'Deletes a team before round 1 (audited); its players stay registered.' })
  deleteTeam(@CurrentViewer() viewer: Viewer, @Args('teamId', { type: () => ID }) teamId: string) {
    return this.teamsService.remove(viewer, teamId);
  }

  @SignedIn('staff')
  @Mutation(() => TeamModel, {
    description:
      'Staff refuse an offensive team name (MTR 8.1): the team is renamed to newName, or "Team <code>" until it chooses another; the reason is audited.',
  })
  refuseTeamName(
    @CurrentViewer() viewer: Viewer,
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('reason') reason: string,
    @Args('newName', { type: () => String, nullable: true }) newName?: string | null,
  ) {
    return this.teamsService.refuseName(viewer, teamId, reason, newName ?? null);
  }

  @SignedIn('player')
  @Mutation(() => TeamModel, {
    description: 'The signed-in player makes a team: they are its captain, in seat A; teammates join with its code.',
  })
  createMyTeam(@CurrentViewer() viewer: PlayerViewer, @Args('name') name: string) {
    return this.teamsService.createMine(viewer, name);
  }

  @SignedIn('player')
  @Mutation(() => TeamModel, { description: 'The signed-in player joins a team with its code, in the first free seat (before round 1).' })
  joinTeam(@CurrentViewer() viewer: PlayerViewer, @Args('joinCode') joinCode: string) {
    return this.teamsService.join(viewer, joinCode);
  }

  @SignedIn('player')
  @Mutation(() => TeamModel, { description: 'The captain sets who sits where (every player of the team once), before round 1 (MTR 8.2).' })
  setTeamSeats(@CurrentViewer() viewer: PlayerViewer, @Args('members', { type: () => [TeamMemberInput] }) members: TeamMemberInput[]) {
    return this.teamsService.setSeats(viewer, members);
  }

  @SignedIn('player')
  @Mutation(() => TeamModel, {
    description: 'The signed-in player leaves their team before round 1; the team as it is after (none left: deleted).',
  })
  leaveTeam(@CurrentViewer() viewer: PlayerViewer) {
    return this.teamsService.leave(viewer);
  }
}

@Resolver(() => EventModel)
export class EventTeamsResolver {
  constructor(private readonly teamsService: TeamsService) {}

  @ResolveField(() => [TeamModel], {
    description: "A team event's teams: staff see every team, a player their own (none: not in a team); none for an individual event.",
  })
  teams(@CurrentViewer() viewer: Viewer, @Parent() event: EventModel) {
    return this.teamsService.visibleTo(viewer, event.id);
  }
}

@Resolver(() => TeamRefModel)
export class TeamRefMembersResolver {
  constructor(private readonly teamsService: TeamsService) {}

  @ResolveField(() => [TeamMemberModel], {
    description: "The team's players in their seats (a Two-Headed Giant phone names both opponents, MTR 9.1).",
  })
  members(@Parent() team: TeamRefModel) {
    return this.teamsService.membersOf(team.id);
  }
}

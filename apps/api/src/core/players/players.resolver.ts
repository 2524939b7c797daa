import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, Public, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { negotiateLanguage } from '../../platform/i18n';
import { NameReadingProposal, PlayerImportPreview, PlayerImportResult, PlayerInput, PlayerModel, MemberCheckInModel } from './player.model';
import { PlayersService } from './players.service';
import { PlayerAuthPayload, RegistrationModel } from './registration.model';

@Resolver(() => PlayerModel)
export class PlayersResolver {
  constructor(private readonly playersService: PlayersService) {}

  @ResolveField(() => String, {
    nullable: true,
    description: 'The ID shown beside the name when another player of the event has the same name ("佐藤 葵 [1234567]"); null otherwise.',
  })
  distinguishingId(@Parent() player: PlayerModel, @Context() context: GraphQLContext) {
    return this.playersService.distinguishingIdIn(context.req, player.eventId, player.id);
  }

  @Public()
  @Mutation(() => PlayerAuthPayload, {
    description: "Player sign-in with the access code from the registration desk and the event's id (QR code) or short code (typed).",
  })
  async playerLogin(
    @Args('accessCode') accessCode: string,
    @Context() context: GraphQLContext,
    @Args('eventId', { type: () => ID, nullable: true }) eventId?: string | null,
    @Args('eventCode', { type: () => String, nullable: true, description: 'The event\'s short code, e.g. "K7PQ2".' })
    eventCode?: string | null,
  ): Promise<PlayerAuthPayload> {
    return this.playersService.playerLogin(
      { eventId, eventCode },
      accessCode,
      context.req.ip ?? 'unknown',
      context.req.headers['user-agent'] ?? null,
    );
  }

  @SignedIn('player')
  @Query(() => RegistrationModel, { description: "The signed-in player's registration." })
  myRegistration(@CurrentViewer() viewer: Extract<Viewer, { kind: 'player' }>) {
    return this.playersService.registrationOf(viewer);
  }

  @SignedIn('staff')
  @Query(() => [PlayerModel], { description: "An event's registrations, by name." })
  players(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.playersService.list(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => [NameReadingProposal], {
    description:
      'Proposed readings (フリガナ) for the players whose names hold kanji and who have no reading, by a Japanese morphological analyser; names it cannot read whole are left out. Changes nothing.',
  })
  proposedNameReadings(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.playersService.proposeReadings(viewer, eventId);
  }

  @SignedIn('staff')
  @Mutation(() => MemberCheckInModel, {
    description: 'A member card scanned at the desk: registers its person if needed and checks them in, in one step.',
  })
  checkInMember(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('memberCode') memberCode: string,
  ) {
    return this.playersService.checkInMember(viewer, eventId, memberCode);
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel, { description: 'Registers a player; after round 1 this is a late entry.' })
  registerPlayer(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('input') input: PlayerInput,
    @Args('allowSameName', {
      defaultValue: false,
      description: 'Register even when a player of the event has the same name (else SAME_NAME_REGISTERED).',
    })
    allowSameName: boolean,
    @Args('personId', {
      type: () => ID,
      nullable: true,
      description:
        'The directory’s person registering (their name, reading, player ID and e-mail fill what input leaves empty); left out: the person with the player ID or e-mail, else a new person.',
    })
    personId: string | null,
    @Args('overrideSuspension', {
      defaultValue: false,
      description: 'Register a person suspended now (organizers only; audited); else PERSON_SUSPENDED.',
    })
    overrideSuspension: boolean,
    @Args('overrideCapacity', {
      defaultValue: false,
      description: 'Register beyond the event’s capacity (organizers only; audited); else EVENT_FULL.',
    })
    overrideCapacity: boolean,
  ) {
    return this.playersService.register(viewer, eventId, input, { allowSameName, personId, overrideSuspension, overrideCapacity });
  }

  @SignedIn('staff')
  @Query(() => PlayerImportPreview, {
    description: 'How importPlayers would read this CSV: the columns it uses and ignores, the players, every problem. Changes nothing.',
  })
  previewPlayerImport(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('csv') csv: string,
    @Context() context: GraphQLContext,
  ) {
    return this.playersService.previewImport(viewer, eventId, csv, negotiateLanguage(context.req.headers['accept-language']));
  }

  @SignedIn('staff')
  @Mutation(() => PlayerImportResult, {
    description:
      'CSV with a header row; the column titles of EventLink, Melee and TOM exports are understood (see previewPlayerImport). All rows or none.',
  })
  importPlayers(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('csv') csv: string,
    @Context() context: GraphQLContext,
  ) {
    return this.playersService.importCsv(viewer, eventId, csv, negotiateLanguage(context.req.headers['accept-language']));
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel)
  updatePlayer(@CurrentViewer() viewer: Viewer, @Args('playerId', { type: () => ID }) playerId: string, @Args('input') input: PlayerInput) {
    return this.playersService.update(viewer, playerId, input);
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel)
  checkInPlayer(
    @CurrentViewer() viewer: Viewer,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('checkedIn', { defaultValue: true }) checkedIn: boolean,
  ) {
    return this.playersService.setCheckedIn(viewer, playerId, checkedIn);
  }

  @SignedIn('player')
  @Mutation(() => RegistrationModel, { description: 'The signed-in player drops from their event, from the next pairing.' })
  async dropMyself(@CurrentViewer() viewer: Extract<Viewer, { kind: 'player' }>) {
    await this.playersService.dropMyself(viewer);
    return this.playersService.registrationOf(viewer);
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel, { description: 'Effective from the next pairing.' })
  dropPlayer(
    @CurrentViewer() viewer: Viewer,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.playersService.drop(viewer, playerId, reason ?? null);
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel, {
    description: 'Deletes a mistaken registration (audited); refused with PLAYER_ALREADY_PAIRED once the player is paired: drop them then.',
  })
  deletePlayer(@CurrentViewer() viewer: Viewer, @Args('playerId', { type: () => ID }) playerId: string) {
    return this.playersService.remove(viewer, playerId);
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel, { description: 'Signs the player out on every device (a lost phone); optionally issues a new access code.' })
  revokePlayerAccess(
    @CurrentViewer() viewer: Viewer,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('newAccessCode', { defaultValue: false }) newAccessCode: boolean,
  ) {
    return this.playersService.revokeAccess(viewer, playerId, newAccessCode);
  }

  @SignedIn('staff')
  @Mutation(() => PlayerModel, { description: 'Re-entry of a dropped player (not after the cut).' })
  reenterPlayer(@CurrentViewer() viewer: Viewer, @Args('playerId', { type: () => ID }) playerId: string) {
    return this.playersService.reenter(viewer, playerId);
  }
}

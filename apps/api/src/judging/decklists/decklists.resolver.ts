import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, type PlayerViewer, SignedIn, type Viewer } from '../../platform/common';
import { type GraphQLContext, languageOf } from '../../platform/graphql';
import {
  DecklistCheckModel,
  DecklistModel,
  DecklistSettingsInput,
  DecklistSettingsModel,
  DecklistStatusModel,
  OpponentDecklistModel,
  PublishedDecklistModel,
} from './decklist.model';
import { DecklistsService } from './decklists.service';

@Resolver()
export class DecklistsResolver {
  constructor(private readonly decklistsService: DecklistsService) {}

  @SignedIn('staff', 'player')
  @Query(() => DecklistSettingsModel, { description: 'Whether and until when the event collects decklists, and its deck rules.' })
  decklistSettings(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.decklistsService.settings(viewer, eventId);
  }

  @SignedIn('staff')
  @Mutation(() => DecklistSettingsModel)
  setDecklistSettings(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('input') input: DecklistSettingsInput,
  ) {
    return this.decklistsService.updateSettings(viewer, eventId, input);
  }

  @SignedIn('staff', 'player')
  @Query(() => DecklistCheckModel, {
    description: "Reads a text as a decklist and checks it against the event's deck rules. Stores nothing.",
  })
  checkDecklist(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('text') text: string,
    @Context() context: GraphQLContext,
  ) {
    return this.decklistsService.check(viewer, eventId, text, languageOf(context));
  }

  @SignedIn('player')
  @Mutation(() => DecklistModel, {
    description: "The player's own list, until the lists lock. A list that breaks a deck rule is kept, with its problems.",
  })
  submitDecklist(@CurrentViewer() viewer: PlayerViewer, @Args('text') text: string, @Context() context: GraphQLContext) {
    return this.decklistsService.submit(viewer, text, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => DecklistModel, {
    description:
      'Staff enter or correct a list (from a paper sheet), with the reason; after the lists lock it is marked as changed after the deadline.',
  })
  enterDecklist(
    @CurrentViewer() viewer: Viewer,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('text') text: string,
    @Args('reason') reason: string,
    @Context() context: GraphQLContext,
  ) {
    return this.decklistsService.enter(viewer, playerId, text, reason, languageOf(context));
  }

  @SignedIn('player')
  @Query(() => DecklistModel, { nullable: true })
  myDecklist(@CurrentViewer() viewer: PlayerViewer, @Context() context: GraphQLContext) {
    return this.decklistsService.mine(viewer, languageOf(context));
  }

  @SignedIn('player')
  @Query(() => OpponentDecklistModel, {
    nullable: true,
    description:
      "Professional REL only (MTR 2.7): the list of the signed-in player's opponent in the current round; refused for anyone else and at other RELs. Null: no list.",
  })
  opponentDecklist(@CurrentViewer() viewer: PlayerViewer, @Args('playerId', { type: () => ID }) playerId: string) {
    return this.decklistsService.opponentOf(viewer, playerId);
  }

  @SignedIn('staff')
  @Query(() => DecklistModel, { nullable: true, description: "A player's registered list (deck checks)." })
  decklist(@CurrentViewer() viewer: Viewer, @Args('playerId', { type: () => ID }) playerId: string, @Context() context: GraphQLContext) {
    return this.decklistsService.ofPlayer(viewer, playerId, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => [DecklistStatusModel], {
    description: 'Each player still in the event and the state of their list: missing, breaking a rule, or fine.',
  })
  decklists(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string, @Context() context: GraphQLContext) {
    return this.decklistsService.overview(viewer, eventId, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => DecklistSettingsModel, {
    description: 'After the cut: publishes the lists of the top N of the Swiss standings to every player.',
  })
  publishDecklists(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('top', { type: () => Int }) top: number,
  ) {
    return this.decklistsService.publish(viewer, eventId, top);
  }

  @SignedIn('staff', 'player')
  @Query(() => [PublishedDecklistModel], { description: 'The published top-N lists, by Swiss rank; empty until published.' })
  publishedDecklists(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.decklistsService.published(viewer, eventId);
  }

  @SignedIn('staff')
  @Mutation(() => Int, {
    description: "Site organizers: replaces the server's card database (MTGJSON AtomicCards JSON). Answers the number of names it knows.",
  })
  replaceCardDatabase(@CurrentViewer() viewer: Viewer, @Args('json') json: string) {
    return this.decklistsService.replaceCardDatabase(viewer, json);
  }
}

import { Module } from '@nestjs/common';
import { distinguishingIdResolverOf, PlayersModule } from '../../core/players';
import { TournamentModule } from '../../core/tournament';
import { CardDatabase } from './card-database';
import { DecklistModel, DecklistStatusModel, OpponentDecklistModel, PublishedDecklistModel } from './decklist.model';
import { DecklistsRepository } from './decklists.repository';
import { DecklistsResolver } from './decklists.resolver';
import { DecklistsService } from './decklists.service';

@Module({
  imports: [PlayersModule, TournamentModule],
  providers: [
    CardDatabase,
    DecklistsRepository,
    DecklistsService,
    DecklistsResolver,
    ...[DecklistModel, DecklistStatusModel, OpponentDecklistModel, PublishedDecklistModel].map(distinguishingIdResolverOf),
  ],
  exports: [DecklistsService],
})
export class DecklistsModule {}

import { Module } from '@nestjs/common';
import { TournamentModule } from '../../core/tournament';
import { CardDatabase } from './card-database';
import { DecklistsRepository } from './decklists.repository';
import { DecklistsResolver } from './decklists.resolver';
import { DecklistsService } from './decklists.service';

@Module({ imports: [TournamentModule], providers: [CardDatabase, DecklistsRepository, DecklistsService, DecklistsResolver] })
export class DecklistsModule {}

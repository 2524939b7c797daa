import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { RoundsModule } from '../rounds/rounds.module';
import { CardDatabase } from './card-database';
import { DecklistsRepository } from './decklists.repository';
import { DecklistsResolver } from './decklists.resolver';
import { DecklistsService } from './decklists.service';

@Module({ imports: [RoundsModule, LiveModule], providers: [CardDatabase, DecklistsRepository, DecklistsService, DecklistsResolver] })
export class DecklistsModule {}

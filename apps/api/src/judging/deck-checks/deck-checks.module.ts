import { Module } from '@nestjs/common';
import { TournamentModule } from '../../core/tournament';
import { DeckChecksRepository } from './deck-checks.repository';
import { DeckChecksResolver } from './deck-checks.resolver';
import { DeckChecksService } from './deck-checks.service';

@Module({ imports: [TournamentModule], providers: [DeckChecksRepository, DeckChecksService, DeckChecksResolver] })
export class DeckChecksModule {}

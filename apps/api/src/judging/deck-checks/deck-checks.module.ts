import { Module } from '@nestjs/common';
import { ResultsModule } from '../../core/results/results.module';
import { TournamentModule } from '../../core/tournament/tournament.module';
import { DeckChecksRepository } from './deck-checks.repository';
import { DeckChecksResolver } from './deck-checks.resolver';
import { DeckChecksService } from './deck-checks.service';

@Module({ imports: [TournamentModule, ResultsModule], providers: [DeckChecksRepository, DeckChecksService, DeckChecksResolver] })
export class DeckChecksModule {}

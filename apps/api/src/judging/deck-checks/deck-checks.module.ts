import { Module } from '@nestjs/common';
import { distinguishingIdResolverOf, PlayersModule } from '../../core/players';
import { TournamentModule } from '../../core/tournament';
import { DeckCheckModel } from './deck-check.model';
import { DeckChecksRepository } from './deck-checks.repository';
import { DeckChecksResolver } from './deck-checks.resolver';
import { DeckChecksService } from './deck-checks.service';

@Module({
  imports: [PlayersModule, TournamentModule],
  providers: [DeckChecksRepository, DeckChecksService, DeckChecksResolver, distinguishingIdResolverOf(DeckCheckModel)],
})
export class DeckChecksModule {}

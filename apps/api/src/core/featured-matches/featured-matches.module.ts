import { Module } from '@nestjs/common';
import { TournamentModule } from '../tournament';
import { FeaturedMatchesRepository } from './featured-matches.repository';
import { FeaturedMatchesResolver } from './featured-matches.resolver';
import { FeaturedMatchesService } from './featured-matches.service';

@Module({
  imports: [TournamentModule],
  providers: [FeaturedMatchesRepository, FeaturedMatchesService, FeaturedMatchesResolver],
  exports: [FeaturedMatchesService],
})
export class FeaturedMatchesModule {}

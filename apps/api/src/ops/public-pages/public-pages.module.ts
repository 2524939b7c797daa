import { Module } from '@nestjs/common';
import { LiveModule } from '../../platform/live';
import { ConventionsModule } from '../../core/conventions';
import { FeaturedMatchesModule } from '../../core/featured-matches';
import { RoundsModule } from '../../core/rounds';
import { StandingsModule } from '../../core/standings';
import { TournamentModule } from '../../core/tournament';
import { AnnouncementsModule } from '../../judging/announcements';
import { DecklistsModule } from '../../judging/decklists';
import { MetagameModule } from '../../judging/metagame';
import { PublicConventionsService } from './public-conventions.service';
import { PublicPagesHttp } from './public-pages.http';
import { PublicPagesRepository } from './public-pages.repository';
import { PublicPagesService } from './public-pages.service';

/** Events' and conventions' public pages: their data over plain GET, cached until a live update of the event or convention. */
@Module({
  imports: [
    LiveModule,
    TournamentModule,
    FeaturedMatchesModule,
    RoundsModule,
    StandingsModule,
    ConventionsModule,
    AnnouncementsModule,
    DecklistsModule,
    MetagameModule,
  ],
  providers: [PublicPagesRepository, PublicPagesService, PublicConventionsService, PublicPagesHttp],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}

import { Module } from '@nestjs/common';
import { LiveModule } from '../../platform/live';
import { RoundsModule } from '../../core/rounds';
import { StandingsModule } from '../../core/standings';
import { TournamentModule } from '../../core/tournament';
import { AnnouncementsModule } from '../../judging/announcements';
import { DecklistsModule } from '../../judging/decklists';
import { PublicPagesHttp } from './public-pages.http';
import { PublicPagesRepository } from './public-pages.repository';
import { PublicPagesService } from './public-pages.service';

/** Events' public pages: their data over plain GET, cached until a live update of the event. */
@Module({
  imports: [LiveModule, TournamentModule, RoundsModule, StandingsModule, AnnouncementsModule, DecklistsModule],
  providers: [PublicPagesRepository, PublicPagesService, PublicPagesHttp],
  exports: [PublicPagesService],
})
export class PublicPagesModule {}

import { Module } from '@nestjs/common';
import { AccessModule } from '../../platform/access';
import { StandingsModule } from '../../core/standings';
import { TournamentModule } from '../../core/tournament';
import { MetagameModule } from '../../judging/metagame';
import { PublicPagesModule } from '../public-pages';
import { SocialImagesController } from './social-images.controller';
import { SocialImagesRepository } from './social-images.repository';
import { SocialImagesResolver } from './social-images.resolver';
import { SocialImagesService } from './social-images.service';

/** Images for social posts: the top cut's bracket, the champion and the metagame, PNG drawn on the server. */
@Module({
  imports: [AccessModule, TournamentModule, StandingsModule, MetagameModule, PublicPagesModule],
  controllers: [SocialImagesController],
  providers: [SocialImagesRepository, SocialImagesService, SocialImagesResolver],
})
export class SocialImagesModule {}

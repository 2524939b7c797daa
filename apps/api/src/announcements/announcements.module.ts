import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsResolver } from './announcements.resolver';
import { AnnouncementsService } from './announcements.service';

@Module({ imports: [LiveModule], providers: [AnnouncementsRepository, AnnouncementsService, AnnouncementsResolver] })
export class AnnouncementsModule {}

import { Module } from '@nestjs/common';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsResolver } from './announcements.resolver';
import { AnnouncementsService } from './announcements.service';

@Module({ providers: [AnnouncementsRepository, AnnouncementsService, AnnouncementsResolver], exports: [AnnouncementsService] })
export class AnnouncementsModule {}

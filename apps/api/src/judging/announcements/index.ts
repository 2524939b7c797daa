export type { AnnouncementsErrorCode } from './announcements.codes';
export { AnnouncementsModule } from './announcements.module';
export { AnnouncementsService } from './announcements.service';

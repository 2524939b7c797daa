export type { AnnouncementsErrorCode } from './announcements.codes';
export { AnnouncementsModule } from './announcements.module';

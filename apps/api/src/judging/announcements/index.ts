export { AnnouncementsModule } from './announcements.module';

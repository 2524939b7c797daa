export { EventModel } from './event.model';
export type { EventsErrorCode } from './events.codes';
export { EventsModule } from './events.module';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { EventsRepository, unusedEventCode } from './events.repository';

export { EventModel } from './event.model';
export type { EventsErrorCode } from './events.codes';
export { EventsModule } from './events.module';
export { unusedEventCode } from './event-codes';
export { EventsService } from './events.service';
export type { EventProgress } from './events.service';
export { RuleProfileModel } from './rule-profile.model';

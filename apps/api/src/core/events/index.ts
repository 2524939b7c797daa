export { EventModel } from './event.model';
export { EventsModule } from './events.module';
export { unusedEventCode } from './event-codes';
export { EventsService } from './events.service';
export type { EventProgress } from './events.service';

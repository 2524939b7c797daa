export { EventUpdateKind, EventUpdateModel } from './event-update.model';
export type { EventUpdate } from './event-update.model';
export { LiveModule } from './live.module';
export { LiveService } from './live.service';
export type { GroupUpdate } from './live-stream';

export { Publisher } from './publisher';
export type { PublishingErrorCode } from './publishing.codes';
export { PublishingModule } from './publishing.module';

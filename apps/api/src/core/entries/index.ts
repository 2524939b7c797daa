export type { EntriesErrorCode } from './entries.codes';
export { EntriesModule } from './entries.module';

export type { ResultsErrorCode } from './results.codes';
export { ResultsModule } from './results.module';
export { ResultsService } from './results.service';

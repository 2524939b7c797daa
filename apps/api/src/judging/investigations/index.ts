export type { InvestigationsErrorCode } from './investigations.codes';
export { InvestigationsModule } from './investigations.module';

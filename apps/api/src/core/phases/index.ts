export type { PhasesErrorCode } from './phases.codes';
export { PhasesModule } from './phases.module';

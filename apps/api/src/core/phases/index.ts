export { PhasesModule } from './phases.module';

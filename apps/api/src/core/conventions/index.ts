export type { ConventionErrorCode } from './conventions.codes';
export { ConventionsModule } from './conventions.module';
export { ConventionsService } from './conventions.service';
export { StaffPoolService } from './staff-pool.service';

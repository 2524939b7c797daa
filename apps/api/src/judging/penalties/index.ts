export type { PenaltiesErrorCode } from './penalties.codes';
export { PenaltiesModule } from './penalties.module';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { PenaltiesRepository } from './penalties.repository';
export { PenaltyApprovalService } from './penalty-approval.service';
export { PenaltyEffects } from './penalty-effects';

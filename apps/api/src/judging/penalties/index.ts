export type { PenaltiesErrorCode } from './penalties.codes';
export { PenaltiesModule } from './penalties.module';
export type { PenaltyWithPlayer } from './penalties.repository';
export { PenaltiesService } from './penalties.service';
export { PenaltyApprovalService } from './penalty-approval.service';
export { PenaltyEffects } from './penalty-effects';

export { RoundModel } from './round.model';
export type { RoundsErrorCode } from './rounds.codes';
export { RoundsModule } from './rounds.module';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { RoundsRepository } from './rounds.repository';

export { RoundModel } from './round.model';
export type { RoundsErrorCode } from './rounds.codes';
export { RoundsModule } from './rounds.module';
export { RoundStore } from './round-store';
export { RoundsService } from './rounds.service';
export type { NewRound } from './round-store';

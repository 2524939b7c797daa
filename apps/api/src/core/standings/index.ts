export type { StandingsErrorCode } from './standings.codes';
export { StandingsModule } from './standings.module';
export { StandingsService } from './standings.service';
export type { FinalLine } from './standings.service';

export type { StandingsErrorCode } from './standings.codes';
export { StandingsModule } from './standings.module';
export { StandingsService } from './standings.service';
export type { EventFinalLine, FinalLine } from './standings.service';

export type { StandingsErrorCode } from './standings.codes';
export { StandingsModule } from './standings.module';

export { StandingsModule } from './standings.module';

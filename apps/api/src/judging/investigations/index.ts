export { InvestigationsModule } from './investigations.module';

export { ResultsModule } from './results.module';
export { ResultsService } from './results.service';

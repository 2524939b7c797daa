export type { SeriesErrorCode } from './series.codes';
export { SeriesModule } from './series.module';
export { SeriesService } from './series.service';

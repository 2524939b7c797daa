export type { FeaturedMatchesErrorCode } from './featured-matches.codes';
export { FeaturedMatchesModule } from './featured-matches.module';
export { FeaturedMatchesService, gameScoreOf } from './featured-matches.service';
export type { FeaturedMatchRow } from './featured-matches.repository';

export { distinguishingIds } from './player-rules';
export type { PlayersErrorCode } from './players.codes';
export { PlayersModule } from './players.module';
export { PlayersService } from './players.service';
export { distinguishingIdResolverOf, type PlayerRow } from './distinguishing-id.resolver';

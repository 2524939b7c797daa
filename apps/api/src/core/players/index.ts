export { distinguishingIds } from './player-rules';
export type { PlayersErrorCode } from './players.codes';
export { PlayersModule } from './players.module';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { PlayersRepository } from './players.repository';
export { PlayersService } from './players.service';

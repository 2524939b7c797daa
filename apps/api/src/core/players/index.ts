export { distinguishingIds } from './player-rules';
export type { PlayersErrorCode } from './players.codes';
export { PlayersModule } from './players.module';
export { PlayersService } from './players.service';
export { distinguishingIdResolverOf, type PlayerRow } from './distinguishing-id.resolver';
export { PlayerAuthPayload, RegistrationModel } from './registration.model';
export { toPlayerModel } from './players.service';
export { PlayerModel } from './player.model';
export { cleanPlayerInput } from './player-rules';

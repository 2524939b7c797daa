export { distinguishingIds } from './player-rules';
export { PlayersModule } from './players.module';
export { PlayersService } from './players.service';

import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EventsModule } from '../events/events.module';
import { LiveModule } from '../live/live.module';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

@Module({
  imports: [AuthModule, EventsModule, LiveModule],
  providers: [PlayersRepository, PlayersService, PlayersResolver],
  exports: [PlayersRepository, PlayersService],
})
export class PlayersModule {}

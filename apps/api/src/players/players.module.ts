import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';

@Module({ imports: [AuthModule], providers: [PlayersRepository, PlayersService, PlayersResolver], exports: [PlayersRepository] })
export class PlayersModule {}

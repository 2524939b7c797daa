import { Module } from '@nestjs/common';
import { TournamentModule } from '../../core/tournament';
import { DecklistsModule } from '../decklists';
import { MetagameResolver } from './metagame.resolver';
import { MetagameService } from './metagame.service';

@Module({
  imports: [TournamentModule, DecklistsModule],
  providers: [MetagameService, MetagameResolver],
  exports: [MetagameService],
})
export class MetagameModule {}

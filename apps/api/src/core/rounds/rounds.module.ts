import { Module } from '@nestjs/common';
import { BackupsModule } from '../../ops/backups/backups.module';
import { EventsModule } from '../events/events.module';
import { PenaltiesModule } from '../../judging/penalties/penalties.module';
import { PlayersModule } from '../players/players.module';
import { TournamentModule } from '../tournament/tournament.module';
import { MatchPlayersResolver, PairedPlayerResolver } from './paired-players.resolver';
import { PairingNoteResolver } from './pairing-note.resolver';
import { RoundsRepository } from './rounds.repository';
import { EventRoundsResolver, RoundsResolver } from './rounds.resolver';
import { RoundsService } from './rounds.service';

@Module({
  imports: [BackupsModule, EventsModule, PenaltiesModule, PlayersModule, TournamentModule],
  providers: [RoundsRepository, RoundsService, RoundsResolver, EventRoundsResolver, MatchPlayersResolver, PairedPlayerResolver, PairingNoteResolver],
  exports: [RoundsRepository],
})
export class RoundsModule {}

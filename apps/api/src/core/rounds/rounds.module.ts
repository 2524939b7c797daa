import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { PlayersModule } from '../players';
import { TeamsModule } from '../teams';
import { TournamentModule } from '../tournament';
import { MatchPlayersResolver, PairedPlayerResolver } from './paired-players.resolver';
import { PairingNoteResolver } from './pairing-note.resolver';
import { RoundStore } from './round-store';
import { RoundsRepository } from './rounds.repository';
import { EventRoundsResolver, RoundsResolver } from './rounds.resolver';
import { RoundsService } from './rounds.service';

@Module({
  imports: [EventsModule, PlayersModule, TeamsModule, TournamentModule],
  providers: [
    RoundsRepository,
    RoundStore,
    RoundsService,
    RoundsResolver,
    EventRoundsResolver,
    MatchPlayersResolver,
    PairedPlayerResolver,
    PairingNoteResolver,
  ],
  exports: [RoundStore, RoundsService],
})
export class RoundsModule {}

import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PlayersModule } from '../players/players.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [EventsModule, PlayersModule], providers: [DemoSeedService] })
export class DemoModule {}

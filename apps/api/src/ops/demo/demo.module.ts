import { Module } from '@nestjs/common';
import { EventsModule } from '../../core/events/events.module';
import { PlayersModule } from '../../core/players/players.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [EventsModule, PlayersModule], providers: [DemoSeedService] })
export class DemoModule {}

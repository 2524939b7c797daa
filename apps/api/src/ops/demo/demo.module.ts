import { Module } from '@nestjs/common';
import { EventsModule } from '../../core/events';
import { PlayersModule } from '../../core/players';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [EventsModule, PlayersModule], providers: [DemoSeedService] })
export class DemoModule {}

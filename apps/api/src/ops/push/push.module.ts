import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/identity';
import { LiveModule } from '../../platform/live';
import { PushRepository } from './push.repository';
import { PushResolver } from './push.resolver';
import { PushService } from './push.service';

/** Web Push to players' phones, fed by the live updates this process publishes. */
@Module({ imports: [AuthModule, LiveModule], providers: [PushRepository, PushService, PushResolver], exports: [PushService] })
export class PushModule {}

import { Module } from '@nestjs/common';
import { LiveModule } from '../../platform/live';
import { SettingsModule } from '../../platform/settings';
import { PushNetwork } from './push-network';
import { PushRepository } from './push.repository';
import { PushResolver } from './push.resolver';
import { PushService } from './push.service';

/** Web Push to players' phones, fed by the live updates this process publishes. */
@Module({
  imports: [LiveModule, SettingsModule],
  providers: [PushNetwork, PushRepository, PushService, PushResolver],
  exports: [PushService, PushNetwork],
})
export class PushModule {}

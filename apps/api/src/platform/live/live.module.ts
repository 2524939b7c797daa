import { Global, Module } from '@nestjs/common';
import { LIVE_UPDATES } from '../database';
import { LiveResolver } from './live.resolver';
import { LiveService } from './live.service';

/**
 * Live updates. Changes name theirs inside their unit of work (`Change.publish`), which sends
 * them through LiveService once committed; global, so the unit of work finds it.
 */
@Global()
@Module({
  providers: [LiveService, LiveResolver, { provide: LIVE_UPDATES, useExisting: LiveService }],
  exports: [LiveService, LIVE_UPDATES],
})
export class LiveModule {}

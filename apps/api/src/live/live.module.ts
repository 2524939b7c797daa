import { Module } from '@nestjs/common';
import { LiveResolver } from './live.resolver';
import { LiveService } from './live.service';

/** Live updates: import LiveModule and call `LiveService.publish` after a change is committed. */
@Module({ providers: [LiveService, LiveResolver], exports: [LiveService] })
export class LiveModule {}

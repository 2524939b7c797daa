import { Module } from '@nestjs/common';
import { ServerInfoResolver } from './server-info.resolver';
import { ServerInfoService } from './server-info.service';

@Module({ providers: [ServerInfoService, ServerInfoResolver], exports: [ServerInfoService] })
export class ServerInfoModule {}

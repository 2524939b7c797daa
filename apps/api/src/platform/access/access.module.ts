import { Global, Module } from '@nestjs/common';
import { EventAccessRepository } from './event-access.repository';
import { EventAccessService } from './event-access.service';

@Global()
@Module({ providers: [EventAccessRepository, EventAccessService], exports: [EventAccessService] })
export class AccessModule {}

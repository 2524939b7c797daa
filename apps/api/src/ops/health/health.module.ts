import { Module } from '@nestjs/common';
import { DatabaseHealthRepository } from '../../platform/database';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DatabaseHealthRepository] })
export class HealthModule {}

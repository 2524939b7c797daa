import { Module } from '@nestjs/common';
import { DatabaseHealth } from '../../platform/database';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DatabaseHealth] })
export class HealthModule {}

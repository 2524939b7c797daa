import { Module } from '@nestjs/common';
import { BackupsModule } from '../backups';
import { Publisher } from './publisher';
import { PublishingController } from './publishing.controller';
import { PublishingRepository } from './publishing.repository';
import { PublishingResolver } from './publishing.resolver';
import { PublishingService } from './publishing.service';

@Module({
  imports: [BackupsModule],
  controllers: [PublishingController],
  providers: [PublishingRepository, Publisher, PublishingService, PublishingResolver],
  exports: [Publisher],
})
export class PublishingModule {}

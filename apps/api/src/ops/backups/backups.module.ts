import { Module } from '@nestjs/common';
import { PeopleModule } from '../../core/people';
import { SeriesModule } from '../../core/series';
import { OrganizationsModule } from '../../core/organizations';
import { AuthModule } from '../../platform/identity';
import { BackupScheduler } from './backup-scheduler';
import { BackupStore } from './backup-store';
import { BackupsRepository } from './backups.repository';
import { BackupsResolver } from './backups.resolver';
import { BackupsService } from './backups.service';

@Module({
  imports: [AuthModule, OrganizationsModule, PeopleModule, SeriesModule],
  providers: [BackupsRepository, BackupStore, BackupsService, BackupScheduler, BackupsResolver],
  exports: [BackupScheduler, BackupsService],
})
export class BackupsModule {}

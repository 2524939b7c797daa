export { BackupScheduler } from './backup-scheduler';
export { BackupsModule } from './backups.module';

export { BackupScheduler } from './backup-scheduler';
export type { BackupsErrorCode } from './backups.codes';
export { BackupsModule } from './backups.module';

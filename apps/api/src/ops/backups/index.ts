export { BackupScheduler } from './backup-scheduler';
export type { BackupFile } from './backup-format';
export { MAX_BACKUP_BYTES, readBackup } from './backup-parser';
export type { BackupsErrorCode } from './backups.codes';
export { BackupsModule } from './backups.module';
export { BackupsService } from './backups.service';

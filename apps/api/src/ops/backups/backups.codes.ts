/** The refusals of a backup file on restore. */
export type BackupsErrorCode =
  'BACKUP_UNSUPPORTED' | 'BACKUP_MALFORMED' | 'BACKUP_EVENT_EXISTS' | 'BACKUP_CONFLICT' | 'IMPORT_FILE_TOO_LARGE' | 'IMPORT_FILE_TOO_DEEP';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'ops/backups': BackupsErrorCode;
  }
}

export { AuditModule } from './audit.module';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { insertAuditEntriesSql } from './audit.repository';
export type { AuditRecord } from './audit.repository';
export { AuditService } from './audit.service';

export { AuditModule } from './audit.module';
export { insertAuditEntriesSql } from './audit-entries-sql';
export type { AuditRecord } from './audit.repository';
export { AuditService } from './audit.service';

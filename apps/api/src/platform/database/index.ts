// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { DatabaseHealthRepository } from './database-health.repository';
export { AUDIT_TRAIL, Change, LockOrderError } from './change';
export type { Actor, AuditEntry, AuditTrail } from './change';
export { DatabaseModule } from './database.module';
export { startEmbeddedPostgres } from './embedded-postgres';
export { migrate } from './migrator';
export { PrismaService } from './prisma.service';
export { SqlPool } from './sql-pool';
export type { SqlStatement } from './sql-pool';
export { isDatabaseUnavailable } from './unavailable';
export { LIVE_UPDATES, UnitOfWork } from './unit-of-work';
export type { Db } from './unit-of-work';

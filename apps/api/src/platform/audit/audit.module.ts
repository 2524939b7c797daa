import { Global, Module } from '@nestjs/common';
import { AUDIT_TRAIL } from '../database';
import { AuditRepository } from './audit.repository';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** Global, so the unit of work finds it: every change writes its entries through AuditService. */
@Global()
@Module({
  providers: [AuditRepository, AuditService, AuditResolver, { provide: AUDIT_TRAIL, useExisting: AuditService }],
  exports: [AuditService, AUDIT_TRAIL],
})
export class AuditModule {}

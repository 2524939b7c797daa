import { Global, Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

@Global()
@Module({ providers: [AuditRepository, AuditService, AuditResolver], exports: [AuditService] })
export class AuditModule {}

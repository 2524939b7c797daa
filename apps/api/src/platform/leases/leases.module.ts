import { Global, Module } from '@nestjs/common';
import { LeaseService } from './lease.service';
import { LeasesRepository } from './leases.repository';

/** Leases for once-only work across API processes; global, so any zone's job can ask for one. */
@Global()
@Module({ providers: [LeasesRepository, LeaseService], exports: [LeaseService] })
export class LeasesModule {}

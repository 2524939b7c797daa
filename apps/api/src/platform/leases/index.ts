export { LeaseService } from './lease.service';
export type { Lease, LeaseStatus } from './lease.service';
export { LeasesModule } from './leases.module';

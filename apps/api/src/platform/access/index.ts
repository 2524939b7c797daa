export { AccessModule } from './access.module';
export { EventAccessService } from './event-access.service';
export type { OrganizationPermission } from './permissions';

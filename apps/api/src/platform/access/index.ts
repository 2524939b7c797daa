export { AccessModule } from './access.module';
export { EventAccessService } from './event-access.service';
export { organizationRolesAllow } from './permissions';
export type { OrganizationPermission } from './permissions';

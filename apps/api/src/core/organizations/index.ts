export { OrganizationModel } from './organization.model';
export type { OrganizationsErrorCode } from './organizations.codes';
export { OrganizationsModule } from './organizations.module';
export { OrganizationsService } from './organizations.service';

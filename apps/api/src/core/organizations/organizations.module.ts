import { Module } from '@nestjs/common';
import { UsersModule } from '../../platform/users';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsResolver } from './organizations.resolver';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [UsersModule],
  providers: [OrganizationsRepository, OrganizationsService, OrganizationsResolver],
  exports: [OrganizationsService],
})
export class OrganizationsModule {}

import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type StaffViewer, type Viewer } from '../../platform/common';
import { OrganizationRole } from '../../generated/prisma/enums';
import { OrganizationInput, OrganizationMemberModel, OrganizationModel } from './organization.model';
import { OrganizationsService } from './organizations.service';

@Resolver(() => OrganizationModel)
export class OrganizationsResolver {
  constructor(private readonly organizationsService: OrganizationsService) {}

  @SignedIn('staff')
  @Query(() => [OrganizationModel], { description: 'The organizations the signed-in staff member holds a role in (site organizers: all).' })
  organizations(@CurrentViewer() viewer: StaffViewer) {
    return this.organizationsService.list(viewer);
  }

  @SignedIn('staff')
  @Query(() => OrganizationModel)
  organization(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.organizationsService.get(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => OrganizationModel, {
    description: "Creates an organization (site organizers only: a hosted server's operator); the creator owns it.",
  })
  createOrganization(@CurrentViewer() viewer: StaffViewer, @Args('input') input: OrganizationInput) {
    return this.organizationsService.create(viewer, input);
  }

  @SignedIn('staff')
  @Mutation(() => OrganizationModel, { description: "Changes the organization's name or slug (its owners)." })
  updateOrganization(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: OrganizationInput) {
    return this.organizationsService.update(viewer, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => OrganizationModel, { description: 'Gives a staff account, by its e-mail, a role in the organization (its owners).' })
  addOrganizationMember(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('email') email: string,
    @Args('role', { type: () => OrganizationRole }) role: OrganizationRole,
  ) {
    return this.organizationsService.addMember(viewer, organizationId, email, role);
  }

  @SignedIn('staff')
  @Mutation(() => OrganizationModel, { description: 'Takes a role in the organization away (its owners); never its last owner.' })
  removeOrganizationMember(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => OrganizationRole }) role: OrganizationRole,
  ) {
    return this.organizationsService.removeMember(viewer, organizationId, userId, role);
  }

  @ResolveField(() => [OrganizationMemberModel])
  members(@CurrentViewer() viewer: Viewer, @Parent() organization: OrganizationModel) {
    return this.organizationsService.members(viewer, organization.id);
  }

  @ResolveField(() => Boolean, { description: 'Whether the signed-in staff member may change its name, slug and members.' })
  canManage(@CurrentViewer() viewer: Viewer, @Parent() organization: OrganizationModel) {
    return this.organizationsService.canManage(viewer, organization.id);
  }
}

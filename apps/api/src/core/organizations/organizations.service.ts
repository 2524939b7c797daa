import { Injectable } from '@nestjs/common';
import { EventAccessService, organizationRolesAllow } from '../../platform/access';
import { batchedPerRequest } from '../../platform/common';
import type { StaffViewer, Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { LiveService } from '../../platform/live';
import { UsersService } from '../../platform/users';
import type { OrganizationRole } from '../../generated/prisma/enums';
import type { OrganizationInput } from './organization.model';
import { OrganizationsRepository } from './organizations.repository';

/** Lowercase letters a–z, digits and hyphens, 3 to 40 of them: safe in a link as it is. */
const SLUG = /^[a-z0-9-]{3,40}$/;

@Injectable()
export class OrganizationsService {
  /** The organizations of every event a request shows, read in one query. */
  private readonly ofRequest = batchedPerRequest(async (ids: string[]) => {
    return new Map((await this.organizations.findMany(ids)).map((organization) => [organization.id, organization]));
  });

  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly users: UsersService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
  ) {}

  /** Those the viewer holds a role in; every one for site organizers. */
  list(viewer: StaffViewer) {
    return this.organizations.list(viewer.organizer ? {} : { memberUserId: viewer.userId });
  }

  async get(viewer: Viewer, id: string) {
    await this.access.requireInOrganization(viewer, id, 'organization.read');
    const organization = await this.organizations.findById(id);
    if (!organization) throw new AppError('NOT_FOUND', { entity: 'organization' });
    return organization;
  }

  /** An event's organization, for whoever may read the event (the caller checked that). */
  async ofEvent(request: object, organizationId: string) {
    const organization = await this.ofRequest(request, organizationId);
    if (!organization) throw new AppError('NOT_FOUND', { entity: 'organization' });
    return organization;
  }

  async members(viewer: Viewer, organizationId: string) {
    await this.access.requireInOrganization(viewer, organizationId, 'organization.read');
    const rows = await this.organizations.members(organizationId);
    return rows.map((row) => ({ userId: row.userId, role: row.role, name: row.user.name, email: row.user.email }));
  }

  /** Whether the viewer may change the organization's name, slug and members (what the dashboard offers). */
  async canManage(viewer: Viewer, organizationId: string): Promise<boolean> {
    return this.access.requireInOrganization(viewer, organizationId, 'organization.manage').then(
      () => true,
      () => false,
    );
  }

  /** A new organization (a hosted server's operator: site organizers only); its creator is its owner. */
  async create(viewer: StaffViewer, input: OrganizationInput) {
    if (!viewer.organizer) throw new AppError('FORBIDDEN');
    const name = input.name?.trim();
    if (!name) throw invalidInput('name', 'required');
    const slug = checkedSlug(input.slug ?? '');
    return this.uow.run(viewer, async (change) => {
      if (await this.organizations.findBySlug(change.tx, slug)) throw new AppError('ORGANIZATION_SLUG_TAKEN', { slug });
      const organization = await this.organizations.create(change.tx, { name, slug });
      await this.organizations.addMember(change.tx, organization.id, viewer.userId, 'OWNER');
      await change.audit(
        { eventId: null, action: 'organization.create', entityType: 'Organization', entityId: organization.id, after: organization },
        {
          eventId: null,
          action: 'organization.member.add',
          entityType: 'Organization',
          entityId: organization.id,
          after: { userId: viewer.userId, role: 'OWNER' },
        },
      );
      return organization;
    });
  }

  async update(viewer: Viewer, id: string, input: OrganizationInput) {
    await this.access.requireInOrganization(viewer, id, 'organization.manage');
    const name = input.name?.trim();
    if (input.name !== undefined && !name) throw invalidInput('name', 'required');
    const slug = input.slug === undefined ? undefined : checkedSlug(input.slug);
    return this.uow.run(viewer, async (change) => {
      if (!(await this.organizations.lock(change.tx, id))) throw new AppError('NOT_FOUND', { entity: 'organization' });
      const before = (await this.organizations.findById(id, change.tx))!;
      const holder = slug === undefined ? null : await this.organizations.findBySlug(change.tx, slug);
      if (holder && holder.id !== id) throw new AppError('ORGANIZATION_SLUG_TAKEN', { slug: slug! });
      const after = await this.organizations.update(change.tx, id, { name, slug });
      await change.audit({ eventId: null, action: 'organization.update', entityType: 'Organization', entityId: id, before, after });
      return after;
    });
  }

  /** Gives a staff account (by its e-mail: owners do not see the server's other accounts) a role in the organization. */
  async addMember(viewer: Viewer, organizationId: string, email: string, role: OrganizationRole) {
    await this.access.requireInOrganization(viewer, organizationId, 'members.manage');
    const user = await this.users.byEmail(email);
    if (!user) throw invalidInput('email', 'notFound');
    return this.uow.run(viewer, async (change) => {
      if (!(await this.organizations.lock(change.tx, organizationId))) throw new AppError('NOT_FOUND', { entity: 'organization' });
      await this.organizations.addMember(change.tx, organizationId, user.id, role);
      await change.audit({
        eventId: null,
        action: 'organization.member.add',
        entityType: 'Organization',
        entityId: organizationId,
        after: { userId: user.id, role },
      });
      return (await this.organizations.findById(organizationId, change.tx))!;
    });
  }

  /** Takes a role away; the last owner stays (someone must be able to manage the organization). */
  async removeMember(viewer: Viewer, organizationId: string, userId: string, role: OrganizationRole) {
    await this.access.requireInOrganization(viewer, organizationId, 'members.manage');
    const organization = await this.uow.run(viewer, async (change) => {
      if (!(await this.organizations.lock(change.tx, organizationId))) throw new AppError('NOT_FOUND', { entity: 'organization' });
      if (role === 'OWNER' && (await this.organizations.countOwners(change.tx, organizationId)) === 1) {
        const owner = (await this.organizations.members(organizationId, change.tx)).find((m) => m.role === 'OWNER' && m.userId === userId);
        if (owner) throw new AppError('ORGANIZATION_LAST_OWNER', { name: owner.user.name });
      }
      const { count } = await this.organizations.removeMember(change.tx, organizationId, userId, role);
      if (count === 0) throw new AppError('NOT_FOUND', { entity: 'organizationMember' });
      await change.audit({
        eventId: null,
        action: 'organization.member.remove',
        entityType: 'Organization',
        entityId: organizationId,
        before: { userId, role },
      });
      return (await this.organizations.findById(organizationId, change.tx))!;
    });
    // Their open dashboards stop hearing the organization's events; one that reconnects is let in only where a role is left.
    await this.live.endStreams(`staff:${userId}`);
    return organization;
  }

  /**
   * The organization a new event goes to, once the viewer may create events there: the one asked
   * for; else the viewer's only organization where they may; else, for site organizers, the
   * server's own. Refused when the viewer may create events in none (FORBIDDEN) or must choose.
   */
  async forNewEvent(viewer: StaffViewer, organizationId: string | null | undefined): Promise<string> {
    if (organizationId) {
      await this.access.requireInOrganization(viewer, organizationId, 'events.create');
      if (!(await this.organizations.findById(organizationId))) throw new AppError('NOT_FOUND', { entity: 'organization' });
      return organizationId;
    }
    const roles = new Map<string, OrganizationRole[]>();
    for (const { organizationId: id, role } of await this.organizations.membershipsOf(viewer.userId)) {
      roles.set(id, [...(roles.get(id) ?? []), role]);
    }
    const allowed = [...roles].filter(([, held]) => organizationRolesAllow(held, 'events.create')).map(([id]) => id);
    if (allowed.length === 1) return allowed[0];
    const fallback = viewer.organizer ? await this.organizations.defaultId() : null;
    if (fallback) return fallback;
    throw new AppError(allowed.length === 0 ? 'FORBIDDEN' : 'ORGANIZATION_REQUIRED');
  }
}

function checkedSlug(given: string): string {
  const slug = given.trim();
  if (!SLUG.test(slug)) throw new AppError('ORGANIZATION_SLUG_INVALID', { slug });
  return slug;
}

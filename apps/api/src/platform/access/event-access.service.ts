import { Injectable } from '@nestjs/common';
import type { PlayerViewer, StaffViewer, Viewer } from '../common';
import { AppError } from '../errors';
import { EventAccessRepository } from './event-access.repository';
import type { OrganizationRole, StaffRole } from '../../generated/prisma/enums';
import { OrganizationPermission, organizationRolesAllow, Permission, READ_PERMISSIONS, rolesAllow } from './permissions';

@Injectable()
export class EventAccessService {
  /**
   * A staff member's roles per event, read once per request: the caller (`Viewer`) is made anew
   * for each request, so a list that checks each of its items (reports of every match) asks once.
   */
  private readonly rolesOfViewer = new WeakMap<StaffViewer, Map<string, Promise<StaffRole[]>>>();
  private readonly organizationRolesOfViewer = new WeakMap<StaffViewer, Map<string, Promise<OrganizationRole[]>>>();

  constructor(private readonly access: EventAccessRepository) {}

  /**
   * Refuses unless this staff member holds a role in the event that grants `permission`; a
   * permission that changes the event is refused on a venue's published copy, whoever asks.
   */
  async require(viewer: Viewer, eventId: string, permission: Permission): Promise<StaffViewer> {
    if (viewer.kind !== 'staff') throw new AppError('FORBIDDEN');
    if (!viewer.organizer && !rolesAllow(await this.rolesOf(viewer, eventId), permission)) throw new AppError('FORBIDDEN');
    if (!READ_PERMISSIONS.has(permission)) await this.refuseIfPublishedCopy(eventId);
    return viewer;
  }

  /**
   * Refuses any change to a venue's published copy (`ops/publishing`): the venue is its one
   * writer, and the next push would undo the change. Players' sign-ins and entries ask it too.
   */
  async refuseIfPublishedCopy(eventId: string): Promise<void> {
    if (await this.access.isPublishedCopy(eventId)) throw new AppError('EVENT_IS_PUBLISHED_COPY');
  }

  /**
   * Whether this staff member could manage some event (a site organizer, or an event's organizer):
   * what may be asked of a caller before a request says which event it is about (an import file).
   */
  async organizesAnyEvent(viewer: Viewer): Promise<boolean> {
    if (viewer.kind !== 'staff') return false;
    return viewer.organizer || rolesAllow(await this.access.rolesAnywhere(viewer.userId), 'event.manage');
  }

  async can(viewer: Viewer, eventId: string, permission: Permission): Promise<boolean> {
    return this.require(viewer, eventId, permission).then(
      () => true,
      () => false,
    );
  }

  /**
   * Who may read an event: its staff (any role) or a player signed in to it. What each may see
   * of it (a player: published rounds, their own match's reports…) is the caller's business.
   */
  async requireReader(viewer: Viewer, eventId: string): Promise<Viewer> {
    if (viewer.kind === 'player') return this.requirePlayerOf(viewer, eventId);
    return this.require(viewer, eventId, 'event.read');
  }

  private rolesOf(viewer: StaffViewer, eventId: string): Promise<StaffRole[]> {
    let byEvent = this.rolesOfViewer.get(viewer);
    if (!byEvent) this.rolesOfViewer.set(viewer, (byEvent = new Map()));
    let roles = byEvent.get(eventId);
    if (!roles) byEvent.set(eventId, (roles = this.access.rolesOf(viewer.userId, eventId)));
    return roles;
  }

  /**
   * Refuses unless this staff member holds a role in the organization that grants `permission`
   * (site organizers hold every one): no organization sees another's people or history.
   */
  async requireInOrganization(viewer: Viewer, organizationId: string, permission: OrganizationPermission): Promise<StaffViewer> {
    if (viewer.kind !== 'staff') throw new AppError('FORBIDDEN');
    if (viewer.organizer) {
      // An organizer may act in any organization, so an unknown one is told as such rather than failing on its rows.
      if (!(await this.access.organizationExists(organizationId))) throw new AppError('NOT_FOUND', { entity: 'organization' });
      return viewer;
    }
    let byOrganization = this.organizationRolesOfViewer.get(viewer);
    if (!byOrganization) this.organizationRolesOfViewer.set(viewer, (byOrganization = new Map()));
    let roles = byOrganization.get(organizationId);
    if (!roles) byOrganization.set(organizationId, (roles = this.access.organizationRolesOf(viewer.userId, organizationId)));
    if (organizationRolesAllow(await roles, permission)) return viewer;
    throw new AppError('FORBIDDEN');
  }

  /** The organization an event belongs to (FORBIDDEN for an unknown event: its existence is not told). */
  async organizationOf(eventId: string): Promise<string> {
    const organizationId = await this.access.organizationOfEvent(eventId);
    if (!organizationId) throw new AppError('FORBIDDEN');
    return organizationId;
  }

  /** A player signed in to this event. */
  requirePlayerOf(viewer: Viewer, eventId: string): PlayerViewer {
    if (viewer.kind !== 'player' || viewer.eventId !== eventId) throw new AppError('FORBIDDEN');
    return viewer;
  }
}

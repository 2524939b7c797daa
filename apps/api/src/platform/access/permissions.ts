import type { OrganizationRole, StaffRole } from '../../generated/prisma/enums';

/**
 * Who may do what in one event. Site organizers may do everything everywhere; other staff only
 * what their roles in that event allow. Players never reach these (their own operations check
 * that the match or registration is theirs).
 */
export const PERMISSIONS = {
  'event.read': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'event.manage': ['ORGANIZER'],
  // Reopening a finished event (a result to correct after the final): the head judge's call.
  'event.reopen': ['ORGANIZER', 'HEAD_JUDGE'],
  'staff.manage': ['ORGANIZER'],
  'players.manage': ['ORGANIZER', 'HEAD_JUDGE', 'SCOREKEEPER'],
  'rounds.manage': ['ORGANIZER', 'HEAD_JUDGE', 'SCOREKEEPER'],
  'results.record': ['ORGANIZER', 'HEAD_JUDGE', 'SCOREKEEPER'],
  'matches.extend': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'audit.read': ['ORGANIZER', 'HEAD_JUDGE', 'SCOREKEEPER'],
  'penalties.log': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE'],
  'penalties.read': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  // Approving Game Loss and above, deviating from the default, revoking: the head judge's call.
  'penalties.decide': ['ORGANIZER', 'HEAD_JUDGE'],
  'announcements.manage': ['ORGANIZER', 'HEAD_JUDGE'],
  'judgeCalls.handle': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE'],
  // Decklists: whether and when they are collected, and publishing them, are the head judge's call;
  // every judge reads them for deck checks, and the desk enters paper lists.
  'decklists.manage': ['ORGANIZER', 'HEAD_JUDGE'],
  'decklists.read': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'decklists.enter': ['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The permissions that only read. Every other one changes the event, and is refused on a venue's
 * published copy (`EVENT_IS_PUBLISHED_COPY`): there the venue is the one writer.
 */
export const READ_PERMISSIONS: ReadonlySet<Permission> = new Set(['event.read', 'audit.read', 'penalties.read', 'decklists.read']);

export function rolesAllow(roles: readonly StaffRole[], permission: Permission): boolean {
  const allowed: readonly StaffRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

/** An organization role's part in each of its events: an owner organizes them all. */
export const EVENT_ROLE_OF: Record<OrganizationRole, StaffRole> = {
  OWNER: 'ORGANIZER',
  ORGANIZER: 'ORGANIZER',
  HEAD_JUDGE: 'HEAD_JUDGE',
  JUDGE: 'JUDGE',
  SCOREKEEPER: 'SCOREKEEPER',
};

/**
 * Who may do what in one organization, beyond its events (which `PERMISSIONS` covers, an
 * organization role counting as its `EVENT_ROLE_OF` in each event). Site organizers may do everything.
 */
export const ORGANIZATION_PERMISSIONS = {
  'organization.read': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'organization.manage': ['OWNER'],
  'members.manage': ['OWNER'],
  'events.create': ['OWNER', 'ORGANIZER'],
  // The directory: names, readings and player IDs, to register a regular.
  'people.read': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'people.manage': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'SCOREKEEPER'],
  // E-mail addresses and staff notes (APPI / GDPR: only those who need them).
  'people.readPrivate': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE'],
  // A person's earlier penalties at this organization: the judges deciding the next one.
  'people.penaltyHistory': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE'],
  'people.suspend': ['OWNER', 'ORGANIZER'],
  // Export everything held about a person, merge two, or forget one.
  'people.privacy': ['OWNER', 'ORGANIZER'],
  // Seasons and leagues: every member reads the standings and payouts; organizers set rules and correct points.
  'series.read': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'series.manage': ['OWNER', 'ORGANIZER'],
  // Conventions: every member reads the hall; organizers set its events and map; the floor's leads take tables out of use.
  // Rules texts: every member looks rules up; organizers load the texts (the publishers' files they have).
  'rules.read': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'rules.manage': ['OWNER', 'ORGANIZER'],
  'convention.read': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER'],
  'convention.manage': ['OWNER', 'ORGANIZER'],
  'convention.tables': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE', 'SCOREKEEPER'],
  // The staff pool's shifts: organizers and the head judge, who schedules the floor.
  'convention.staff': ['OWNER', 'ORGANIZER', 'HEAD_JUDGE'],
  // Publishing a venue's events to a hosted Taikai: its tokens (hosted side) and the link (venue side).
  'publishing.manage': ['OWNER', 'ORGANIZER'],
  // Webhooks: where the organization's event news is posted (a Discord channel, a JSON endpoint).
  'webhooks.manage': ['OWNER', 'ORGANIZER'],
} as const satisfies Record<string, readonly OrganizationRole[]>;

export type OrganizationPermission = keyof typeof ORGANIZATION_PERMISSIONS;

export function organizationRolesAllow(roles: readonly OrganizationRole[], permission: OrganizationPermission): boolean {
  const allowed: readonly OrganizationRole[] = ORGANIZATION_PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

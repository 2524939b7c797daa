import type { StaffRole } from '../../generated/prisma/enums';

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

export function rolesAllow(roles: readonly StaffRole[], permission: Permission): boolean {
  const allowed: readonly StaffRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

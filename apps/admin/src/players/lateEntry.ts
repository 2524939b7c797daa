/** The event's late-entry policy: the organizer's, not a tournament rule. */
export interface LateEntryPolicyInfo {
  policy: 'LOSSES_FOR_MISSED_ROUNDS' | 'CLOSED';
  lastRound: number | null;
}

/** The policy said plainly where a late player is added. */
export const lateEntryPolicyText = (info: LateEntryPolicyInfo, translate: (key: string, options?: object) => string): string =>
  info.policy === 'CLOSED'
    ? translate('taikai.event.late_entry_policy_closed')
    : info.lastRound != null
      ? translate('taikai.event.late_entry_policy_until', { n: info.lastRound })
      : translate('taikai.event.late_entry_policy_open');

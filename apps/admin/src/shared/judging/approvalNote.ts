/**
 * What the infraction form says about approval (IPG 1.2): a Game Loss or more waits for the head
 * judge, except Tardiness and Decklist Problem, which the floor judge gives; a floor judge should
 * know which before logging. Translation keys under `taikai.judges`.
 */
export function approvalNote(
  suggestion: { readonly requiresApproval: boolean; readonly penalty: string },
  infraction: { readonly approvalExempt: boolean } | undefined,
) {
  if (suggestion.requiresApproval) return 'needs_approval';
  if (infraction?.approvalExempt && !['NONE', 'CAUTION', 'WARNING'].includes(suggestion.penalty)) return 'approval_exempt';
  return null;
}

/** The remedies with `code` checked or unchecked, in the order they were picked. */
export function toggleRemedy(remedies: readonly string[], code: string, checked: boolean): string[] {
  const others = remedies.filter((remedy) => remedy !== code);
  return checked ? [...others, code] : others;
}

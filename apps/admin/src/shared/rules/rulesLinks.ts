/**
 * A deep link to a section of the newest loaded version of a kind: the Rules page reads a kind
 * where a document id would be (`/rules/IPG/2.1`), so a link from a penalty or a guide need not
 * know which version the organization loaded.
 */
export function rulesSectionPath(kind: string, number: string): string {
  return `/rules/${encodeURIComponent(kind)}/${encodeURIComponent(number)}`;
}

/** Where an organizer loads a text: the Rules page opens its loading dialog. */
export const RULES_LOADING_PATH = '/rules?load=1';

/** The parts of an IPG infraction section the infraction form shows, in this order (the penalty is the form's own). */
export const IPG_PARTS_SHOWN = ['DEFINITION', 'PHILOSOPHY', 'ADDITIONAL_REMEDY', 'UPGRADE', 'DOWNGRADE'] as const;

/** The parts to show, in the form's order, of those a section has. */
export function shownParts<P extends { part: string }>(parts: readonly P[]): P[] {
  return IPG_PARTS_SHOWN.flatMap((wanted) => parts.filter((part) => part.part === wanted));
}

/** The one form the API stores for a forgotten person ("Forgotten player 7F3A"), shown in the staff's language. */
const FORGOTTEN = /^Forgotten player ([0-9A-F]{4})$/;

export function shownName(name: string, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const code = FORGOTTEN.exec(name)?.[1];
  return code ? translate('taikai.person_records.forgotten_name', { code }) : name;
}

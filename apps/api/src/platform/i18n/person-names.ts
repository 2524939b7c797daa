import type { Language } from './language';

/** The one form stored for a forgotten person ("Forgotten player 7F3A"): see judging/person-records. */
const FORGOTTEN = /^Forgotten player ([0-9A-F]{4})$/;

const forgotten: Record<Language, (code: string) => string> = {
  en: (code) => `Forgotten player ${code}`,
  ja: (code) => `削除済みプレイヤー ${code}`,
};

/** A name as a file in the reader's language shows it: a forgotten person's anonymous name translated, any other as it is. */
export function shownPersonName(language: Language, name: string): string {
  const code = FORGOTTEN.exec(name)?.[1];
  return code ? forgotten[language](code) : name;
}

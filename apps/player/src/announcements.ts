import type { Language } from './i18n/language';

interface Announced {
  language: string;
  pinned: boolean;
  publishedAt?: string | null;
}

/**
 * The announcements to show, pinned first then newest: those in the page's language, or all of
 * them when the player asks or when none is in the page's language (an announcement only in
 * Japanese still reaches an English phone); `hidden` counts those in other languages left out.
 */
export function announcementsFor<T extends Announced>(
  items: readonly T[],
  language: Language,
  showAll: boolean,
): { shown: T[]; hidden: number } {
  const sorted = [...items].sort((a, b) => Number(b.pinned) - Number(a.pinned) || (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const mine = sorted.filter((item) => item.language === language);
  return showAll || mine.length === 0 ? { shown: sorted, hidden: 0 } : { shown: mine, hidden: sorted.length - mine.length };
}

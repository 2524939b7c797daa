/** The languages Taikai speaks; every table of words has one entry per language. */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Picks the first supported language in an Accept-Language header; English otherwise. */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.find((attr) => attr.trim().startsWith('q='));
      return { tag: tag.split('-')[0], quality: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (match?.tag as Language) ?? 'en';
}

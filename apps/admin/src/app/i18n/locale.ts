/** The languages the admin speaks. The API answers in the same two. */
export type AppLocale = 'en' | 'ja';
export const LOCALES: readonly { locale: AppLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ja', name: '日本語' },
];

/** Default language before the user picks one: Japanese for a Japanese browser, else English. */
export function browserLocale(languages: readonly string[] | undefined): AppLocale {
  const first = languages?.find(Boolean) ?? 'en';
  return first.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export function toAppLocale(locale: string | null | undefined): AppLocale {
  return locale === 'ja' ? 'ja' : 'en';
}

/** BCP 47 tag for date and number formatting in the given UI language. */
export function formattingLocale(locale: string): string {
  return toAppLocale(locale) === 'ja' ? 'ja-JP' : 'en-GB';
}

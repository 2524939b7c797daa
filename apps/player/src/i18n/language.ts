/**
 * The page's language, without its words (`messages.ts`) or React: the page's first script
 * (`firstLoad.ts`) sends it with the sign-in, before the rest of the code has arrived.
 */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_KEY = 'taikai.player.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Default language: Japanese for a Japanese browser, English otherwise. */
export function browserLanguage(navigatorLanguage: string | undefined): Language {
  return navigatorLanguage?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

function initialLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked: fall back to the browser
  }
  return browserLanguage(navigator.language);
}

/** The language chosen now, for what is sent outside a render: requests' Accept-Language. */
let chosen: Language | null = null;
export const currentLanguage = (): Language => (chosen ??= initialLanguage());

/** Switches the language, remembered on the phone when storage allows. */
export function chooseLanguage(next: Language): void {
  chosen = next;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // not remembered, still switched
  }
}

import japaneseMessages from '@bicstone/ra-language-japanese';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import { ja } from './ja';
import { type AppLocale, LOCALES, browserLocale, toAppLocale } from './locale';

const catalogs: Record<AppLocale, TranslationMessages> = {
  en: { ...englishMessages, ...en },
  ja: { ...japaneseMessages, ...ja },
};

let currentLocale: AppLocale = 'en';

/** The UI language right now: sent as Accept-Language so the API translates its errors. */
export const getCurrentLocale = (): AppLocale => currentLocale;

function applyLocale(locale: AppLocale) {
  currentLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Polyglot with react-admin's stock messages merged with ours. The chosen language is kept
 * by react-admin's store (localStorage), which calls changeLocale() on startup.
 */
export function createI18nProvider(): I18nProvider {
  const initial = browserLocale(typeof navigator === 'undefined' ? undefined : [navigator.language]);
  applyLocale(initial);
  const base = polyglotI18nProvider((locale) => catalogs[toAppLocale(locale)], initial, [...LOCALES]);
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(toAppLocale(locale), options);
      applyLocale(toAppLocale(locale));
    },
  };
}

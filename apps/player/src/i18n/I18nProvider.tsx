import { forgottenPersonCode, type NamedPlayer, playerName } from '@taikai/client';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Language, chooseLanguage, currentLanguage } from './language';
import { type MessageKey, format, messages } from './messages';

interface I18n {
  language: Language;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** A player's name as lists show it (`playerName`), a forgotten person's anonymous name in this language. */
  name: (player: NamedPlayer) => string;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
}

const I18nContext = createContext<I18n | null>(null);

/** Language state: browser default, user choice remembered in localStorage, <html lang> kept in sync. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(currentLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = messages[language].appName;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    chooseLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo<I18n>(
    () => ({
      language,
      t: (key, params) => format(messages[language][key], params),
      name: (player) => {
        const code = forgottenPersonCode(player.name);
        return playerName(code ? { ...player, name: format(messages[language]['name.forgotten'], { code }) } : player);
      },
      setLanguage,
      toggleLanguage: () => setLanguage(language === 'ja' ? 'en' : 'ja'),
    }),
    [language, setLanguage],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n() needs <I18nProvider> above it');
  return context;
}

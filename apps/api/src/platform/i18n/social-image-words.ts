import type { Language } from './language';

/** The words drawn on the images for social posts (`ops/social-images`). */
export interface SocialImageWords {
  topCut: (size: number) => string;
  /** A top-cut round's name by how many players it has left (8: quarterfinals). */
  roundOf: (playersLeft: number) => string;
  champion: string;
  /** The champion's deck line. */
  deck: (deckName: string) => string;
  /** A long date in the language: 2026年12月5日(土), Saturday, December 5, 2026. */
  date: (date: Date) => string;
  /** The metagame chart's title. */
  metagame: string;
  /** The chart's line of the archetypes past its top ones. */
  otherArchetypes: string;
  /** The chart's line of players without a deck name or list. */
  unknownArchetype: string;
  players: (count: number) => string;
  /** An archetype's players in the top cut of `size`. */
  inTopCut: (count: number, size: number) => string;
}

const locales: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };
// The venue's laptop runs in the venue's time zone: the date is the server's local one.
const longDate = (language: Language) => (date: Date) =>
  new Intl.DateTimeFormat(locales[language], { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(date);

export const socialImageWords: Record<Language, SocialImageWords> = {
  en: {
    topCut: (size) => `Top ${size}`,
    roundOf: (left) => (left === 2 ? 'Final' : left === 4 ? 'Semifinals' : left === 8 ? 'Quarterfinals' : `Top ${left}`),
    champion: 'Champion',
    deck: (deckName) => `Deck: ${deckName}`,
    date: longDate('en'),
    metagame: 'Metagame',
    otherArchetypes: 'Other',
    unknownArchetype: 'Unknown',
    players: (count) => (count === 1 ? '1 player' : `${count} players`),
    inTopCut: (count, size) => `${count} in Top ${size}`,
  },
  ja: {
    topCut: (size) => `トップ${size}`,
    roundOf: (left) => (left === 2 ? '決勝' : left === 4 ? '準決勝' : left === 8 ? '準々決勝' : `トップ${left}`),
    champion: '優勝',
    deck: (deckName) => `デッキ：${deckName}`,
    date: longDate('ja'),
    metagame: 'メタゲーム',
    otherArchetypes: 'その他',
    unknownArchetype: '不明',
    players: (count) => `${count}人`,
    inTopCut: (count, size) => `トップ${size}：${count}人`,
  },
};

import type { Language } from './language';

/** What a calendar entry says of an event besides its name and place. */
export interface CalendarFacts {
  formatName: string | null;
  entryFee: string | null;
  capacity: number | null;
  /** The phone's organization page, where players pre-register. */
  url: string;
}

const wording: Record<Language, (facts: CalendarFacts) => string[]> = {
  en: (facts) => [
    ...(facts.formatName ? [`Format: ${facts.formatName}`] : []),
    ...(facts.entryFee ? [`Entry fee: ${facts.entryFee}`] : []),
    ...(facts.capacity ? [`Capacity: ${facts.capacity} players`] : []),
    `Details and pre-registration: ${facts.url}`,
  ],
  ja: (facts) => [
    ...(facts.formatName ? [`フォーマット：${facts.formatName}`] : []),
    ...(facts.entryFee ? [`参加費：${facts.entryFee}`] : []),
    ...(facts.capacity ? [`定員：${facts.capacity}人`] : []),
    `詳細・事前登録：${facts.url}`,
  ],
};

/** The description of an event on the organization's calendar feed, one fact a line. */
export function calendarDescription(language: Language, facts: CalendarFacts): string {
  return wording[language](facts).join('\n');
}

/** What an event's own calendar says of one of its rounds. */
export interface RoundCalendarFacts {
  eventName: string;
  number: number;
  /** Top cut rounds: players still in (8: quarterfinals); null for a Swiss round. */
  playersLeft: number | null;
  /** Started: its real start; otherwise the planned one. */
  started: boolean;
  /** The event's public page. */
  url: string;
}

const cutRoundName: Record<Language, (playersLeft: number) => string> = {
  en: (left) => (left === 2 ? 'Final' : left === 4 ? 'Semifinals' : left === 8 ? 'Quarterfinals' : `Top ${left}`),
  ja: (left) => (left === 2 ? '決勝' : left === 4 ? '準決勝' : left === 8 ? '準々決勝' : `トップ${left}`),
};

const roundWording: Record<
  Language,
  { summary: (facts: RoundCalendarFacts) => string; description: (facts: RoundCalendarFacts) => string[] }
> = {
  en: {
    summary: (facts) => `${facts.playersLeft ? cutRoundName.en(facts.playersLeft) : `Round ${facts.number}`}: ${facts.eventName}`,
    description: (facts) => [
      facts.started ? 'Started at this time.' : 'Planned start: it moves when rounds run late.',
      `Pairings and results: ${facts.url}`,
    ],
  },
  ja: {
    summary: (facts) => `${facts.playersLeft ? cutRoundName.ja(facts.playersLeft) : `第${facts.number}回戦`}：${facts.eventName}`,
    description: (facts) => [
      facts.started ? 'この時刻に開始しました。' : '開始予定時刻です（進行により前後します）。',
      `対戦表・結果：${facts.url}`,
    ],
  },
};

/** A round's entry on the event's calendar feed: its title and description. */
export function roundCalendarEntry(language: Language, facts: RoundCalendarFacts): { summary: string; description: string } {
  const words = roundWording[language];
  return { summary: words.summary(facts), description: words.description(facts).join('\n') };
}

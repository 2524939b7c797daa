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

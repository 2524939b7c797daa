import { findProfile } from '@taikai/engine';
import { invalidInput } from '../../platform/errors';
import type { EventInput } from './event.input';

export const TOP_CUT_SIZES = [0, 2, 4, 8, 16];

/** Checks an event's settings; throws the first problem as a translated INVALID_INPUT. */
export function assertValidEventInput(input: EventInput, creating: boolean): void {
  if (creating || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) throw invalidInput('name', 'required');
    if (name.length > 200) throw invalidInput('name', 'tooLong');
  }
  if (input.ruleProfile !== undefined && !findProfile(input.ruleProfile)) throw invalidInput('ruleProfile', 'notAllowed');
  if (input.bestOf !== undefined && (input.bestOf < 1 || input.bestOf > 7 || input.bestOf % 2 === 0)) {
    throw invalidInput('bestOf', 'notAllowed');
  }
  if (input.roundMinutes !== undefined && (input.roundMinutes < 10 || input.roundMinutes > 240)) {
    throw invalidInput('roundMinutes', 'outOfRange');
  }
  if (input.plannedRounds != null && (input.plannedRounds < 1 || input.plannedRounds > 20)) {
    throw invalidInput('plannedRounds', 'outOfRange');
  }
  if (input.topCut !== undefined && !TOP_CUT_SIZES.includes(input.topCut)) throw invalidInput('topCut', 'notAllowed');
  if (input.venue && input.venue.length > 200) throw invalidInput('venue', 'tooLong');
  for (const field of ['prizesEn', 'prizesJa', 'venueNotesEn', 'venueNotesJa'] as const) {
    if ((input[field]?.length ?? 0) > 2000) throw invalidInput(field, 'tooLong');
  }
  if (input.locale != null && !EVENT_LOCALES.includes(input.locale)) throw invalidInput('locale', 'notAllowed');
  if (input.lateEntryPolicy === null) throw invalidInput('lateEntryPolicy', 'required');
  if (input.lateEntryLastRound != null && (input.lateEntryLastRound < 2 || input.lateEntryLastRound > 20)) {
    throw invalidInput('lateEntryLastRound', 'outOfRange');
  }
}

/** The places an event can be held in, as locales (the dashboard offers the same list). */
export const EVENT_LOCALES: readonly string[] = [
  'ja-JP',
  'en-US',
  'en-GB',
  'de-DE',
  'fr-FR',
  'it-IT',
  'es-ES',
  'ko-KR',
  'zh-TW',
  'en-AU',
  'en-CA',
];

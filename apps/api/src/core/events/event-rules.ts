import { findProfile, findTeamFormat } from '@taikai/engine';
import { AppError, invalidInput } from '../../platform/errors';
import type { EventInput } from './event.input';

export const TOP_CUT_SIZES = [0, 2, 4, 8, 16];

/** The smallest capacity an event can have: one match. */
export const MIN_CAPACITY = 2;
export const MAX_CAPACITY = 10000;

/**
 * The calendar's settings; `window` is the event as it will be (the stored start and closing time
 * where the input leaves them out): pre-registration cannot close after the event starts.
 */
export function assertValidCalendarSettings(
  input: EventInput,
  window: { startsAt: Date | null; preregistrationClosesAt: Date | null },
): void {
  if (input.capacity != null && (!Number.isInteger(input.capacity) || input.capacity < MIN_CAPACITY || input.capacity > MAX_CAPACITY)) {
    throw invalidInput('capacity', 'outOfRange');
  }
  if ((input.formatName?.length ?? 0) > 100) throw invalidInput('formatName', 'tooLong');
  if ((input.entryFee?.length ?? 0) > 100) throw invalidInput('entryFee', 'tooLong');
  if (input.onCalendar === null) throw invalidInput('onCalendar', 'required');
  if (input.preregistrationOpen === null) throw invalidInput('preregistrationOpen', 'required');
  for (const field of ['publicPage', 'publicPairings', 'publicStandings', 'publicDecklists', 'publicMetagame'] as const)
    if (input[field] === null) throw invalidInput(field, 'required');
  if (window.preregistrationClosesAt && window.startsAt && window.preregistrationClosesAt > window.startsAt) {
    throw new AppError('PREREGISTRATION_CLOSES_AFTER_START');
  }
}

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
  if (input.teamFormat != null && !findTeamFormat(input.teamFormat)) throw invalidInput('teamFormat', 'notAllowed');
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

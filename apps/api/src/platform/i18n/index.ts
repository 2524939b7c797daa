export { announcementPlainText, wordAnnouncement } from './announcement-words';
export { disqualificationReportText } from './disqualification-report';
export {
  catalogName,
  catalogNote,
  categoryName,
  educationNoteName,
  infractionName,
  penaltyName,
  remedyName,
  suggestionReason,
  variantCondition,
} from './judging-names';
export { negotiateLanguage } from './language';
export type { Language } from './language';
export { messages, translate } from './messages';
export type { ErrorCode, ErrorCodes } from './error-codes';
export type { ErrorParams, Reason } from './messages';
export { pairingNoteText } from './pairing-notes';
export type { CodedNote, NoteParams } from './pairing-notes';
export { noticeText } from './push-notices';
export { calendarDescription, type CalendarFacts, roundCalendarEntry, type RoundCalendarFacts } from './calendar-words';
export { shownPersonName } from './person-names';
export type { Notice } from './push-notices';
export { webhookText } from './webhook-words';
export type { WebhookNews } from './webhook-words';
export { socialImageWords, type SocialImageWords } from './social-image-words';

/**
 * The QR code at a venue encodes `/play/join?event=<id>&code=<code>`. Opening it fills the
 * join form and submits it.
 */
export interface JoinLink {
  eventId: string;
  accessCode: string;
  /** Both values present: submit right away. */
  complete: boolean;
}

export function parseJoinLink(pathname: string, search: string, base: string): JoinLink | null {
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  const rest = pathname.startsWith(normalizedBase) ? pathname.slice(normalizedBase.length) : pathname.replace(/^\//, '');
  const params = new URLSearchParams(search);
  const eventId = (params.get('event') ?? '').trim();
  const accessCode = (params.get('code') ?? '').trim();
  const isJoinPath = rest.replace(/\/$/, '') === 'join';
  if (!isJoinPath && !eventId && !accessCode) return null;
  return { eventId, accessCode, complete: Boolean(eventId && accessCode) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A QR link carries the event's id; a player types its short code. */
export function isEventId(event: string): boolean {
  return UUID.test(event);
}

/** The event as the sign-in names it: its id from a QR link, its short code as typed. */
export function eventReference(event: string): { eventId: string } | { eventCode: string } {
  return isEventId(event) ? { eventId: event } : { eventCode: event };
}

/**
 * A code as typed: full-width characters from a Japanese keyboard (「ＪＧＡＴＫ」) made plain
 * (NFKC) and upper-cased, as the server stores codes. An event id from a QR link keeps its case.
 */
export function normalizeTypedCode(input: string): string {
  const plain = input.normalize('NFKC').trim();
  return isEventId(plain) ? plain : plain.toUpperCase();
}

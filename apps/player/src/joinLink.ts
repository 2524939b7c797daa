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

/** An event's public page on the phone: `/play/e/<shortCode>` (posted on X, printed on a sign). */
export function parsePublicEventPath(pathname: string, base: string): string | null {
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  if (!pathname.startsWith(normalizedBase)) return null;
  const match = /^e\/([A-Za-z0-9]{1,12})\/?$/.exec(pathname.slice(normalizedBase.length));
  return match ? match[1].toUpperCase() : null;
}

/** A convention's public page on the phone: `/play/c/<id>` (the dashboard's convention page links it). */
export function parsePublicConventionPath(pathname: string, base: string): string | null {
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  if (!pathname.startsWith(normalizedBase)) return null;
  const match = /^c\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(pathname.slice(normalizedBase.length));
  return match ? match[1].toLowerCase() : null;
}

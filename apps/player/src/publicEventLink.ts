import { pathUnderBase } from './pathUnderBase';

/** An event's public page on the phone: `/play/e/<shortCode>` (posted on X, printed on a sign). */
export function parsePublicEventPath(pathname: string, base: string): string | null {
  return pathUnderBase(pathname, base, /^e\/([a-z\d]{1,12})\/?$/i)?.toUpperCase() ?? null;
}

/** A convention's public page on the phone: `/play/c/<id>` (the dashboard's convention page links it). */
export function parsePublicConventionPath(pathname: string, base: string): string | null {
  return pathUnderBase(pathname, base, /^c\/([\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12})\/?$/i)?.toLowerCase() ?? null;
}

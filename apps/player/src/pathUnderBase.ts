/** What `pattern`'s first group takes of a path under the app's base (`/play/`), or null. */
export function pathUnderBase(pathname: string, base: string, pattern: RegExp): string | null {
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  if (!pathname.startsWith(normalizedBase)) return null;
  return pattern.exec(pathname.slice(normalizedBase.length))?.[1] ?? null;
}

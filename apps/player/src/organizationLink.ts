/** The organization's page on the phone: `/play/o/<slug>` (a store links it from its site). */
export function parseOrganizationPath(pathname: string, base: string): string | null {
  const normalizedBase = base.endsWith('/') ? base : `${base}/`;
  if (!pathname.startsWith(normalizedBase)) return null;
  const match = /^o\/([a-z0-9-]+)\/?$/i.exec(pathname.slice(normalizedBase.length));
  return match ? decodeURIComponent(match[1]).toLowerCase() : null;
}

export const organizationPath = (base: string, slug: string) => `${base.endsWith('/') ? base : `${base}/`}o/${encodeURIComponent(slug)}`;

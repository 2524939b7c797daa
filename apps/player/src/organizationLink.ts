import { pathUnderBase } from './pathUnderBase';

/** The organization's page on the phone: `/play/o/<slug>` (a store links it from its site). */
export function parseOrganizationPath(pathname: string, base: string): string | null {
  const slug = pathUnderBase(pathname, base, /^o\/([a-z\d-]+)\/?$/i);
  return slug ? decodeURIComponent(slug).toLowerCase() : null;
}

export const organizationPath = (base: string, slug: string) => `${base.endsWith('/') ? base : `${base}/`}o/${encodeURIComponent(slug)}`;

import type { PublicUrlSource } from '../../generated/graphql';

export interface JoinAddress {
  /** Origin of the join links and QR codes. */
  origin: string;
  /** Only the server's computer can open it: phones cannot join. */
  unreachable: boolean;
}

function isLoopback(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\./.test(hostname);
}

/**
 * Where phones join: TAIKAI_PUBLIC_URL when set; else the address this browser uses, which other
 * devices on the network can use too, unless it is loopback; then the server's own LAN address.
 */
export function joinAddress(server: { publicUrl: string; publicUrlSource: PublicUrlSource }, browserOrigin: string): JoinAddress {
  if (server.publicUrlSource !== 'CONFIGURED' && !isLoopback(browserOrigin)) return { origin: browserOrigin, unreachable: false };
  return { origin: server.publicUrl, unreachable: server.publicUrlSource === 'LOOPBACK' };
}

export function joinUrl(origin: string, eventId: string, code: string): string {
  return `${origin}/play/join?event=${encodeURIComponent(eventId)}&code=${encodeURIComponent(code)}`;
}

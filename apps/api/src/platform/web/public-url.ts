import os from 'node:os';

export type NetworkInterfaces = ReturnType<typeof os.networkInterfaces>;

/** Where the address phones use came from. LOOPBACK: nothing but this computer can reach the server. */
export type PublicUrlSource = 'CONFIGURED' | 'DETECTED' | 'LOOPBACK';

export interface PublicAddress {
  /** Origin of the address phones use: `http://192.168.1.20:3000`. */
  url: string;
  source: PublicUrlSource;
  /** Origins other devices on the network can open, best first. */
  lanUrls: string[];
  /** The server is reachable only from this computer (bound to loopback, or no network). */
  loopbackOnly: boolean;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);
// Bridges of containers, VMs and VPNs: non-internal, yet not where the phones are.
const VIRTUAL_INTERFACE = /^(docker|br-|veth|virbr|vboxnet|vmnet|vEthernet|utun|tun|tap|tailscale|zt|wg)/i;

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** A host in a URL: IPv6 addresses go in brackets. */
function origin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The origins other devices can open. Bound to every address (0.0.0.0 is IPv4 only, :: is both):
 * each non-internal address, IPv4 before IPv6, container and VPN bridges and link-local
 * addresses last; IPv6 link-local is left out (a browser cannot open it without a zone).
 * Bound to one address: that one, unless it is loopback.
 */
export function lanUrls(host: string, port: number, interfaces: NetworkInterfaces): string[] {
  if (!WILDCARD_HOSTS.has(host)) return isLoopbackHost(host) ? [] : [origin(host, port)];
  const families = host === '0.0.0.0' ? ['IPv4'] : ['IPv4', 'IPv6'];
  const candidates = Object.entries(interfaces).flatMap(([name, addresses]) =>
    (addresses ?? [])
      .filter((a) => !a.internal && families.includes(a.family) && !/^fe80:/i.test(a.address))
      .map((a) => {
        const secondary = VIRTUAL_INTERFACE.test(name) || /^169\.254\./.test(a.address);
        return { url: origin(a.address, port), rank: (secondary ? 2 : 0) + (a.family === 'IPv6' ? 1 : 0) };
      }),
  );
  return candidates.sort((a, b) => a.rank - b.rank).map((c) => c.url);
}

/** The origin this computer itself uses to reach the server. */
export function localUrl(host: string, port: number): string {
  return origin(WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host, port);
}

/** The address phones use: TAIKAI_PUBLIC_URL when set, else the first LAN address, else loopback. */
export function publicAddress(
  { configured, host, port }: { configured?: string; host: string; port: number },
  interfaces: NetworkInterfaces = os.networkInterfaces(),
): PublicAddress {
  const lan = lanUrls(host, port, interfaces);
  const loopbackOnly = lan.length === 0;
  if (configured) return { url: configured, source: 'CONFIGURED', lanUrls: lan, loopbackOnly };
  if (loopbackOnly) return { url: localUrl(host, port), source: 'LOOPBACK', lanUrls: lan, loopbackOnly };
  return { url: lan[0], source: 'DETECTED', lanUrls: lan, loopbackOnly };
}

/** What start-up prints about the network: where phones join, and a warning when they cannot. */
export function networkReport(address: PublicAddress, host: string): { lines: string[]; warning?: string } {
  const lines = address.lanUrls.map((url) => `On the network: ${url}/admin (staff), ${url}/play (players)`);
  if (address.source === 'CONFIGURED') lines.push(`Phones join at ${address.url}/play (TAIKAI_PUBLIC_URL)`);
  if (address.source === 'DETECTED') lines.push(`Phones join at ${address.url}/play (detected; set TAIKAI_PUBLIC_URL to choose another)`);
  if (address.source !== 'LOOPBACK') return { lines };
  const fix = WILDCARD_HOSTS.has(host)
    ? 'Connect this computer to the venue network (the dashboard picks up the address without a restart)'
    : `Set HOST=0.0.0.0 (it is ${host}) and restart`;
  return {
    lines,
    warning: `Phones cannot reach Taikai: only this computer can (${address.url}). ${fix}, or set TAIKAI_PUBLIC_URL to the address phones use.`,
  };
}

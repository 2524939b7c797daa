import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Injectable } from '@nestjs/common';

/** Names that never belong to a push service on the internet (RFC 6761, 6762, 8375 and common LAN suffixes). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home', 'corp', 'home.arpa', 'invalid'];
/** An IPv4 address written into a name (127.0.0.1.nip.io, 10-0-0-1.sslip.io): wildcard DNS that answers it. */
const EMBEDDED_IPV4 = /(^|[.-])\d{1,3}([.-])\d{1,3}\2\d{1,3}\2\d{1,3}([.-]|$)/;

/**
 * The host name a browser's push endpoint may have, or null: `https`, no user name or password, a
 * host name (after the URL parser's IDNA mapping: full-width letters, `%2e`, upper case; and
 * without trailing dots) that is not an IP address in any spelling, not a local name, and carries
 * no IPv4 address in its labels. The addresses it resolves to are checked again at send time.
 */
export function pushServiceHost(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (!host.includes('.') || isIP(host.replace(/^\[|\]$/g, '')) || host.startsWith('[')) return null;
  if (LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return null;
  if (EMBEDDED_IPV4.test(host)) return null;
  return host;
}

/**
 * Addresses no push service has: loopback, private, link-local, unique-local, unspecified, shared,
 * reserved, documentation, multicast, and the IPv6 forms that carry an IPv4 address.
 */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
// A separate list: BlockList matches IPv4 addresses against IPv6 rules on ::/96 and ::ffff:0:0/96.
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/** Whether a resolved address is on the public internet, where push services are. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** Why a push endpoint's name was not connected to. */
export class PushAddressRefused extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, not a public address`);
  }
}

/**
 * How the server finds a push service's addresses. `resolve` is dns.lookup with every address; tests
 * replace it (the machine has no DNS for public names), and may widen `permits` for a push service
 * of their own on 127.0.0.1.
 */
@Injectable()
export class PushNetwork {
  resolve: (hostname: string) => Promise<LookupAddress[]> = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });
  permits: (address: string) => boolean = isPublicAddress;

  /** Every address of the name, if all are allowed; else PushAddressRefused (no address at all: refused too). */
  async addressesOf(hostname: string): Promise<LookupAddress[]> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await this.resolve(hostname);
    if (!addresses.length) throw new PushAddressRefused(hostname, 'nothing');
    const refused = addresses.find(({ address }) => !this.permits(address));
    if (refused) throw new PushAddressRefused(hostname, refused.address);
    return addresses;
  }

  /**
   * A `lookup` for an https.Agent: the connection goes to an address just checked, so a name cannot
   * pass the check and then resolve elsewhere (DNS rebinding).
   */
  readonly lookup = (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    this.addressesOf(hostname).then(
      (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0].address, addresses[0].family)),
      (error: Error) => callback(error, ''),
    );
  };
}

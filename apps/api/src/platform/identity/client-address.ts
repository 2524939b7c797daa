import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address guessing is counted against: an IPv4 address (IPv4-mapped IPv6 unwrapped), or an
 * IPv6 address's /64 network, the block one home or phone is given (it could otherwise take a
 * fresh address for every guess). Anything else is counted as it is.
 */
export function guessingAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

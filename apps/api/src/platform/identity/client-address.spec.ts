import { guessingAddress } from './client-address';

describe('guessingAddress', () => {
  it('unwraps IPv4-mapped addresses and keeps IPv4 ones', () => {
    expect(guessingAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(guessingAddress('192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv6 address as its /64, in any spelling', () => {
    expect(guessingAddress('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(guessingAddress('2001:0db8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(guessingAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guessingAddress('::1')).toBe('0:0:0:0::/64');
    expect(guessingAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as it is', () => expect(guessingAddress('unknown')).toBe('unknown'));
});

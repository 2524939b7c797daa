import type { NetworkInterfaceInfo } from 'node:os';
import { lanUrls, localUrl, networkReport, type NetworkInterfaces, publicAddress } from './public-url';

function address(address: string, internal = false): NetworkInterfaceInfo {
  const family = address.includes(':') ? 'IPv6' : 'IPv4';
  return {
    address,
    family,
    internal,
    netmask: '',
    mac: '00:00:00:00:00:00',
    cidr: null,
    ...(family === 'IPv6' ? { scopeid: 0 } : {}),
  } as NetworkInterfaceInfo;
}

const LOOPBACK: NetworkInterfaces = { lo: [address('127.0.0.1', true), address('::1', true)] };
const LAPTOP: NetworkInterfaces = {
  ...LOOPBACK,
  docker0: [address('172.17.0.1')],
  wlan0: [address('fe80::1c2b:3aff:fe4d:5e6f'), address('fd00::20'), address('192.168.1.20')],
  eth0: [address('169.254.10.1'), address('10.0.0.5')],
};

describe('lanUrls', () => {
  it('bound to 0.0.0.0: every non-internal IPv4 address, bridges and link-local last', () => {
    expect(lanUrls('0.0.0.0', 3000, LAPTOP)).toEqual([
      'http://192.168.1.20:3000',
      'http://10.0.0.5:3000',
      'http://172.17.0.1:3000',
      'http://169.254.10.1:3000',
    ]);
  });

  it('bound to ::, IPv6 too (after IPv4, in brackets), without link-local IPv6', () => {
    expect(lanUrls('::', 8080, LAPTOP)).toEqual([
      'http://192.168.1.20:8080',
      'http://10.0.0.5:8080',
      'http://[fd00::20]:8080',
      'http://172.17.0.1:8080',
      'http://169.254.10.1:8080',
    ]);
  });

  it('bound to one address: only that one', () => {
    expect(lanUrls('10.0.0.5', 3000, LAPTOP)).toEqual(['http://10.0.0.5:3000']);
    expect(lanUrls('fd00::20', 3000, LAPTOP)).toEqual(['http://[fd00::20]:3000']);
  });

  it.each(['127.0.0.1', '127.0.1.1', '::1', 'localhost'])('bound to loopback (%s): none', (host) => {
    expect(lanUrls(host, 3000, LAPTOP)).toEqual([]);
  });

  it('with no network but loopback: none', () => {
    expect(lanUrls('0.0.0.0', 3000, LOOPBACK)).toEqual([]);
    expect(lanUrls('::', 3000, {})).toEqual([]);
  });
});

describe('localUrl', () => {
  it('uses loopback for a wildcard bind and the bound address otherwise', () => {
    expect(localUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(localUrl('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(localUrl('10.0.0.5', 3000)).toBe('http://10.0.0.5:3000');
    expect(localUrl('::1', 3000)).toBe('http://[::1]:3000');
  });
});

describe('publicAddress', () => {
  it('prefers TAIKAI_PUBLIC_URL, and still lists the LAN addresses', () => {
    expect(publicAddress({ configured: 'https://taikai.example.org', host: '0.0.0.0', port: 3000 }, LAPTOP)).toEqual({
      url: 'https://taikai.example.org',
      source: 'CONFIGURED',
      lanUrls: ['http://192.168.1.20:3000', 'http://10.0.0.5:3000', 'http://172.17.0.1:3000', 'http://169.254.10.1:3000'],
      loopbackOnly: false,
    });
  });

  it('a configured address behind a proxy is not loopback for the phones, though the server is', () => {
    const configured = publicAddress({ configured: 'https://taikai.example.org', host: '127.0.0.1', port: 3000 }, LAPTOP);
    expect(configured).toMatchObject({ source: 'CONFIGURED', loopbackOnly: true, lanUrls: [] });
  });

  it('detects the first LAN address when unset', () => {
    expect(publicAddress({ host: '0.0.0.0', port: 3000 }, LAPTOP)).toMatchObject({
      url: 'http://192.168.1.20:3000',
      source: 'DETECTED',
      loopbackOnly: false,
    });
  });

  it('falls back to loopback when nothing else is there', () => {
    expect(publicAddress({ host: '0.0.0.0', port: 3000 }, LOOPBACK)).toEqual({
      url: 'http://127.0.0.1:3000',
      source: 'LOOPBACK',
      lanUrls: [],
      loopbackOnly: true,
    });
    expect(publicAddress({ host: '127.0.0.1', port: 4000 }, LAPTOP)).toEqual({
      url: 'http://127.0.0.1:4000',
      source: 'LOOPBACK',
      lanUrls: [],
      loopbackOnly: true,
    });
  });

  it('reads the real interfaces by default', () => {
    expect(publicAddress({ host: '127.0.0.1', port: 1 }).source).toBe('LOOPBACK');
  });
});

describe('networkReport', () => {
  it('lists where staff and players open the apps, and where phones join', () => {
    const report = networkReport(publicAddress({ host: '0.0.0.0', port: 3000 }, { wlan0: [address('192.168.1.20')] }), '0.0.0.0');
    expect(report).toEqual({
      lines: [
        'On the network: http://192.168.1.20:3000/admin (staff), http://192.168.1.20:3000/play (players)',
        'Phones join at http://192.168.1.20:3000/play (detected; set TAIKAI_PUBLIC_URL to choose another)',
      ],
    });
  });

  it('names the configured address', () => {
    const report = networkReport(
      publicAddress({ configured: 'https://taikai.example.org', host: '127.0.0.1', port: 3000 }, LAPTOP),
      '127.0.0.1',
    );
    expect(report).toEqual({ lines: ['Phones join at https://taikai.example.org/play (TAIKAI_PUBLIC_URL)'] });
  });

  it('warns when only this computer can reach the server, with the fix for the cause', () => {
    const offline = networkReport(publicAddress({ host: '0.0.0.0', port: 3000 }, LOOPBACK), '0.0.0.0');
    expect(offline.lines).toEqual([]);
    expect(offline.warning).toMatch(
      /^Phones cannot reach Taikai: only this computer can \(http:\/\/127\.0\.0\.1:3000\)\. Connect this computer to the venue network.*TAIKAI_PUBLIC_URL/,
    );
    const boundToLoopback = networkReport(publicAddress({ host: '127.0.0.1', port: 3000 }, LAPTOP), '127.0.0.1');
    expect(boundToLoopback.warning).toMatch(/Set HOST=0\.0\.0\.0 \(it is 127\.0\.0\.1\) and restart, or set TAIKAI_PUBLIC_URL/);
  });
});

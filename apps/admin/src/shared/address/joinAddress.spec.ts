import { joinAddress, joinUrl } from './joinAddress';

describe('joinAddress', () => {
  const detected = { publicUrl: 'http://192.168.1.20:3000', publicUrlSource: 'DETECTED' } as const;
  const loopback = { publicUrl: 'http://127.0.0.1:3000', publicUrlSource: 'LOOPBACK' } as const;
  const configured = { publicUrl: 'https://taikai.example.org', publicUrlSource: 'CONFIGURED' } as const;

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://taikai.localhost:3000'])(
    'a browser on loopback (%s) uses the server’s LAN address',
    (browser) => {
      expect(joinAddress(detected, browser)).toEqual({ origin: 'http://192.168.1.20:3000', unreachable: false });
    },
  );

  it('a browser on the network keeps the address it reached the server at', () => {
    expect(joinAddress(detected, 'http://10.0.0.5:3000')).toEqual({ origin: 'http://10.0.0.5:3000', unreachable: false });
    expect(joinAddress(loopback, 'http://taikai.lan:3000')).toEqual({ origin: 'http://taikai.lan:3000', unreachable: false });
  });

  it('TAIKAI_PUBLIC_URL wins wherever the browser is', () => {
    expect(joinAddress(configured, 'http://10.0.0.5:3000')).toEqual({ origin: 'https://taikai.example.org', unreachable: false });
    expect(joinAddress(configured, 'http://localhost:3000')).toEqual({ origin: 'https://taikai.example.org', unreachable: false });
  });

  it('only loopback on both sides: unreachable for phones', () => {
    expect(joinAddress(loopback, 'http://localhost:3000')).toEqual({ origin: 'http://127.0.0.1:3000', unreachable: true });
  });
});

describe('joinUrl', () => {
  it('links to the player page with the event and code', () => {
    expect(joinUrl('http://192.168.1.20:3000', 'e 1', 'AB&C')).toBe('http://192.168.1.20:3000/play/join?event=e%201&code=AB%26C');
  });
});

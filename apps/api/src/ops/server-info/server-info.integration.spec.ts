import os from 'node:os';
import { startTestServer, TestServer } from '../../../testing/test-server';

const SERVER_INFO = '{ serverInfo { publicUrl publicUrlSource lanUrls loopbackOnly } }';

describe('serverInfo: the address phones use (real server, real database)', () => {
  let loopback: TestServer;

  beforeAll(async () => {
    loopback = await startTestServer();
  });
  afterAll(() => loopback.close());

  it('bound to 127.0.0.1 with no TAIKAI_PUBLIC_URL: loopback only, on the bound port', async () => {
    const token = await loopback.loginAsOrganizer();
    const result = await loopback.gql(SERVER_INFO, {}, { token });
    expect(result.data?.serverInfo).toEqual({ publicUrl: loopback.url, publicUrlSource: 'LOOPBACK', lanUrls: [], loopbackOnly: true });
  });

  it('refuses the anonymous', async () => {
    const result = await loopback.gql(SERVER_INFO);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('bound to 0.0.0.0: every non-internal IPv4 address of this machine, with the port actually bound', async () => {
    const wildcard = await startTestServer({ HOST: '0.0.0.0' }, { database: loopback.database });
    try {
      const port = new URL(wildcard.url).port;
      const expected = Object.values(os.networkInterfaces())
        .flatMap((addresses) => addresses ?? [])
        .filter((a) => a.family === 'IPv4' && !a.internal)
        .map((a) => `http://${a.address}:${port}`);
      const { serverInfo } = (await wildcard.gql(SERVER_INFO, {}, { token: await wildcard.loginAsOrganizer() })).data!;
      expect([...serverInfo.lanUrls].sort()).toEqual(expected.sort());
      expect(serverInfo).toMatchObject(
        expected.length
          ? { publicUrl: serverInfo.lanUrls[0], publicUrlSource: 'DETECTED', loopbackOnly: false }
          : { publicUrl: `http://127.0.0.1:${port}`, publicUrlSource: 'LOOPBACK', loopbackOnly: true },
      );
    } finally {
      await wildcard.close();
    }
  });

  it('TAIKAI_PUBLIC_URL wins, as its origin', async () => {
    const configured = await startTestServer({ TAIKAI_PUBLIC_URL: 'https://Taikai.Example.org/' }, { database: loopback.database });
    try {
      const { serverInfo } = (await configured.gql(SERVER_INFO, {}, { token: await configured.loginAsOrganizer() })).data!;
      expect(serverInfo).toEqual({
        publicUrl: 'https://taikai.example.org',
        publicUrlSource: 'CONFIGURED',
        lanUrls: [],
        loopbackOnly: true,
      });
    } finally {
      await configured.close();
    }
  });
});

import os from 'node:os';
import { startTestServer, TestServer } from '../../../testing/test-server';

describe('health endpoints (real server, real database)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports alive and ready', async () => {
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    // The detail names each lease of once-only work: this one process holds them.
    const holder = { host: os.hostname(), pid: process.pid, since: expect.any(String) };
    expect(await ready.json()).toEqual({
      status: 'ready',
      leases: [
        { name: 'webhooks', heldHere: true, holder },
        { name: 'automatic-backups', heldHere: true, holder },
      ],
    });
  });

  it('reports not ready when a shipped migration is missing from the database', async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: server.database.url });
    await client.connect();
    await client.query('DELETE FROM taikai_migrations');
    await client.end();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).reason).toMatch(/migrations not applied/);
  });
});

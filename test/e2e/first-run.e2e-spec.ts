import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmptyDatabase, publicTables } from '../support/postgres';
import { freePort, graphql, spawnServer, waitForGraphQL } from '@taikai/testkit';

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

function generatedPassword(output: string): string | undefined {
  return /Generated password for admin@taikai\.local: (\S+)/.exec(output)?.[1];
}

/** Bound to 0.0.0.0 (the default), the console lists this machine's LAN addresses, or warns that there are none. */
function expectNetworkAddresses(output: string, port: string): void {
  const addresses = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
  for (const address of addresses)
    expect(output).toContain(`On the network: http://${address}:${port}/admin (staff), http://${address}:${port}/play (players)`);
  if (addresses.length) expect(output).toMatch(new RegExp(`Phones join at http://[\\d.]+:${port}/play \\(detected`));
  else expect(output).toContain('Phones cannot reach Taikai');
}

describe('first run with no configuration (embedded database)', () => {
  // A private directory (mode 700), like a clone under /root: as root, PostgreSQL's own user cannot
  // reach it, so the cluster goes to that user's home and the data directory says where.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-first-run-'));
  const located = path.join(dataDir, 'pg-cluster-location');
  afterAll(() => {
    if (fs.existsSync(located)) fs.rmSync(fs.readFileSync(located, 'utf8').trim(), { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API, both apps and readiness within 60 s, survives a restart, and stops on SIGTERM within 5 s', async () => {
    const port = String(await freePort());
    const first = spawnServer({ PORT: port, TAIKAI_DATA_DIR: dataDir });
    try {
      const startMs = await waitForGraphQL(first);
      expect(startMs).toBeLessThan(60000);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      for (const app of ['/admin', '/play', '/admin/some/deep/link', '/play/join']) {
        const page = await fetch(`${first.url}${app}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toMatch(/<div id="root">/);
      }
      const password = generatedPassword(first.output());
      expect(password).toBeDefined();
      expectNetworkAddresses(first.output(), port);
      const login = await graphql(first.url, LOGIN, { email: 'admin@taikai.local', password });
      expect(login.data?.login.token).toEqual(expect.any(String));
      if (process.getuid?.() === 0) {
        expect(first.output()).toMatch(/Taikai runs as root, so PostgreSQL runs as the OS user 'postgres'; its cluster is in \S+/);
        expect(fs.existsSync(located)).toBe(true);
      }
    } finally {
      const stopped = await first.stop('SIGTERM');
      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThan(5000);
    }

    const password = generatedPassword(first.output());
    const second = spawnServer({ PORT: port, TAIKAI_DATA_DIR: dataDir });
    try {
      await waitForGraphQL(second);
      // The same organizer, with the same password: the data was kept, and nobody new was created.
      expect(generatedPassword(second.output())).toBeUndefined();
      const login = await graphql(second.url, LOGIN, { email: 'admin@taikai.local', password });
      expect(login.data?.login.token).toEqual(expect.any(String));
    } finally {
      expect((await second.stop()).code).toBe(0);
    }
  });
});

describe('start-up on PostgreSQL', () => {
  it('creates the schema in an empty database, even with two servers starting at once', async () => {
    const database = await createEmptyDatabase();
    const env = { DATABASE_URL: database.url, TAIKAI_ADMIN_EMAIL: 'owner@example.com', TAIKAI_ADMIN_PASSWORD: 'a long enough password' };
    const servers = [spawnServer({ ...env, PORT: String(await freePort()) }), spawnServer({ ...env, PORT: String(await freePort()) })];
    try {
      await Promise.all(servers.map((server) => waitForGraphQL(server)));
      for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(await publicTables(database.url)).toEqual(expect.arrayContaining(['Event', 'Player', 'Match', 'taikai_migrations']));
      const logins = await Promise.all(
        servers.map((server) => graphql(server.url, LOGIN, { email: 'owner@example.com', password: 'a long enough password' })),
      );
      for (const login of logins) expect(login.data?.login.token).toEqual(expect.any(String));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    }
  });
});

describe('bad configuration stops start-up with one clear line', () => {
  it.each([
    [{ DATABASE_URL: 'mysql://localhost/taikai' }, /^Invalid configuration: DATABASE_URL must be a postgresql:\/\//],
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT/],
    [{ TAIKAI_ADMIN_PASSWORD: 'short' }, /^Invalid configuration: TAIKAI_ADMIN_PASSWORD/],
    [{ TAIKAI_PUBLIC_URL: '192.168.1.20:3000' }, /^Invalid configuration: TAIKAI_PUBLIC_URL must be an http\(s\):\/\//],
  ])('%j', async (env, message) => {
    const server = spawnServer(env);
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('a port already in use', async () => {
    const database = await createEmptyDatabase();
    const port = String(await freePort());
    const env = { DATABASE_URL: database.url, TAIKAI_ADMIN_PASSWORD: 'a long enough password', LOG_LEVEL: 'error' };
    const first = spawnServer({ ...env, PORT: port });
    try {
      await waitForGraphQL(first);
      const second = spawnServer({ ...env, PORT: port });
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(`Cannot start: port ${port} is already in use (set PORT)`);
    } finally {
      await first.stop();
      await database.drop();
    }
  });
});

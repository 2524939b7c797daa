import { Client } from 'pg';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { LeaseService, type LeaseStatus } from './lease.service';

const LEASE = 'automatic-backups';

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !(await condition()); await new Promise((resolve) => setTimeout(resolve, 25))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }
}

describe('leases: once-only work across API processes (two servers on one database)', () => {
  let servers: TestServer[] = [];
  const held = (server: TestServer) => server.get(LeaseService).lease(LEASE).held;
  const ofLease = (status: LeaseStatus[]) => status.find((lease) => lease.name === LEASE)!;

  beforeAll(async () => {
    const first = await startTestServer({ TAIKAI_LEASE_CHECK_SECONDS: '0.1' });
    servers = [first, await startTestServer({ TAIKAI_LEASE_CHECK_SECONDS: '0.1' }, first)];
  });
  afterAll(async () => {
    // The first owns the database: it closes last.
    for (const server of [...servers].reverse()) await server.close().catch(() => undefined);
  });

  const onDatabase = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ connectionString: servers[0].database.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  it('is held by the process that started first, and both say so', async () => {
    expect([held(servers[0]), held(servers[1])]).toEqual([true, false]);
    const statuses = await Promise.all(servers.map((server) => server.get(LeaseService).status()));
    // Every lease (the webhooks' outbox too) went to the first process.
    expect(statuses.map((status) => status.map((lease) => [lease.name, lease.heldHere]))).toEqual([
      [
        ['webhooks', true],
        [LEASE, true],
      ],
      [
        ['webhooks', false],
        [LEASE, false],
      ],
    ]);
    expect(ofLease(statuses[0]).holder).toEqual({ host: expect.any(String), pid: process.pid, since: expect.any(Date) });
    expect(ofLease(statuses[1]).holder).toEqual(ofLease(statuses[0]).holder);
  });

  it("is lost with the holder's connection, and taken again by exactly one process", async () => {
    const before = await onDatabase(
      async (client) => (await client.query('SELECT "backendPid" FROM "LeaseHolder" WHERE name = $1', [LEASE])).rows[0].backendPid,
    );
    await onDatabase((client) => client.query('SELECT pg_terminate_backend($1)', [before]));
    await until('a new holder', async () =>
      onDatabase(async (client) => {
        const { rows } = await client.query('SELECT "backendPid" FROM "LeaseHolder" WHERE name = $1', [LEASE]);
        return rows[0].backendPid !== before;
      }),
    );
    await until('the holder knows it', async () => held(servers[0]) !== held(servers[1]));
    const statuses = await Promise.all(servers.map((server) => server.get(LeaseService).status()));
    expect(statuses.map(ofLease).filter((lease) => lease.heldHere)).toHaveLength(1);
    expect(statuses.every((status) => ofLease(status).holder !== null)).toBe(true);
  });

  it('is taken over when the holder stops', async () => {
    const holder = servers.find(held)!;
    const other = servers.find((server) => server !== holder)!;
    const holderIndex = servers.indexOf(holder);
    if (holderIndex === 0) {
      // The first server owns the test database: stop its application, not the database.
      await holder.get(LeaseService).onApplicationShutdown();
    } else {
      await holder.close();
      servers.splice(holderIndex, 1);
    }
    await until('the other process holds the lease', async () => held(other));
    expect(ofLease(await other.get(LeaseService).status())).toMatchObject({ name: LEASE, heldHere: true, holder: { pid: process.pid } });
  });
});

import { gzipSync } from 'node:zlib';
import { freePort, graphql, Product, ServerProcess, spawnProduct, waitForGraphQL } from '@taikai/testkit';

/**
 * Issue 25: one import must not take the venue offline. On the default product (embedded
 * database, the built server): a staff member who organizes nothing is refused before the file is
 * unpacked, and while an organizer's large file is read the server keeps answering /healthz.
 */
const ADMIN = { email: 'organizer@example.com', password: 'organizer password 1' };
const IMPORT = 'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }';

async function login(server: ServerProcess, email: string, password: string): Promise<string> {
  const result = await graphql<any>(server.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
    e: email,
    p: password,
  });
  return result.data.login.token;
}

/** An export-shaped file of `entries` audit entries whose last field is wrong: read in full, then refused. */
function largeFile(entries: number): string {
  const at = '2026-11-23T09:00:00.000Z';
  const entry = (i: number) => ({
    actorId: null,
    actorKind: 'system',
    action: 'result.report',
    entityType: 'Match',
    entityId: String(i),
    before: { status: 'PENDING', note: 'x'.repeat(100) },
    after: { status: 'FINAL', note: 'y'.repeat(100) },
    createdAt: at,
  });
  return JSON.stringify({
    format: 'taikai-event-export',
    version: 1,
    exportedAt: at,
    users: [],
    event: { id: '00000000-0000-4000-8000-000000000001' },
    auditLog: Array.from({ length: entries }, (_, i) => entry(i)),
  });
}

describe('an import on the default product', () => {
  const env = { TAIKAI_ADMIN_EMAIL: ADMIN.email, TAIKAI_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' };
  let server: Product;
  let organizer: string;
  beforeAll(async () => {
    server = spawnProduct({ ...env, PORT: String(await freePort()) });
    await waitForGraphQL(server);
    organizer = await login(server, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a staff member who organizes nothing FORBIDDEN, whatever they send (a zip bomb)', async () => {
    await graphql(
      server.url,
      'mutation { createUser(input: { email: "nobody@example.com", name: "Nobody", password: "nobody password 1" }) { id } }',
      {},
      organizer,
    );
    const nobody = await login(server, 'nobody@example.com', 'nobody password 1');
    const bomb = gzipSync(`[${'{},'.repeat(24_000_000)}{}]`, { level: 9 }).toString('base64');
    const refusal = await graphql<any>(server.url, IMPORT, { i: { data: bomb, compressed: true } }, nobody);
    expect(refusal.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const organizers = await graphql<any>(server.url, IMPORT, { i: { data: bomb, compressed: true } }, organizer);
    expect(organizers.errors?.[0].extensions?.code).toBe('IMPORT_FILE_TOO_LARGE');
  });

  it('keeps answering /healthz while a large file is read', async () => {
    const data = gzipSync(largeFile(100_000)).toString('base64');
    let settled = false;
    const imported = graphql<any>(server.url, IMPORT, { i: { data, compressed: true } }, organizer).finally(() => (settled = true));
    // Health checks one after another until the import answers: each must answer, and some while it is read.
    let answeredDuring = 0;
    while (!settled) {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      if (!settled) answeredDuring++;
    }
    expect((await imported).errors?.[0].extensions?.code).toBe('BACKUP_MALFORMED');
    expect(answeredDuring).toBeGreaterThan(1);
  });
});

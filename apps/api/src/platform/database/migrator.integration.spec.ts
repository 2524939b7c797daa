import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../testing/test-database';
import { migrate, readMigrations } from './migrator';

describe('migrate (real database)', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase({ migrated: false });
  });
  afterEach(() => database.drop());

  async function tables(): Promise<string[]> {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    await client.end();
    return rows.map((row) => row.tablename);
  }

  it('creates the schema on an empty database, then has nothing left to do', async () => {
    const shipped = readMigrations().map((m) => m.name);
    expect(await migrate(database.url)).toEqual(shipped);
    expect(await tables()).toEqual(expect.arrayContaining(['Event', 'Match', 'Player', 'User', 'AuditEntry', 'taikai_migrations']));
    expect(await migrate(database.url)).toEqual([]);
  });

  it('applies each migration once when two processes start together', async () => {
    const [first, second] = await Promise.all([migrate(database.url), migrate(database.url)]);
    expect([...first, ...second].sort()).toEqual(readMigrations().map((m) => m.name));
  });

  it('refuses a migration that was edited after it was applied', async () => {
    await migrate(database.url);
    const edited = readMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(database.url, edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const broken = [
      ...readMigrations(),
      { name: '99999999999999_broken', sql: 'CREATE TABLE ok_then (id int); SELECT nope;', checksum: 'x' },
    ];
    await expect(migrate(database.url, broken)).rejects.toThrow(/99999999999999_broken failed/);
    expect(await tables()).not.toContain('ok_then');
    expect(await migrate(database.url)).toEqual([]);
  });

  it('gives events made before short codes each their own code', async () => {
    const all = readMigrations();
    const index = all.findIndex((m) => m.name.endsWith('_event_short_code'));
    await migrate(database.url, all.slice(0, index));
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let i = 0; i < 30; i++)
        await client.query(`INSERT INTO "Event" (id, name, "updatedAt") VALUES (gen_random_uuid(), $1, now())`, [`Old ${i}`]);
      await migrate(database.url);
      const { rows } = await client.query(`SELECT "shortCode" FROM "Event"`);
      const codes = rows.map((row) => row.shortCode);
      expect(codes).toHaveLength(30);
      expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{5}$/.test(code))).toBe(true);
      expect(new Set(codes).size).toBe(30);
    } finally {
      await client.end();
    }
  });

  it("puts every existing event in the server's one organization, with the site's organizers as its owners (issue 27)", async () => {
    const all = readMigrations();
    await migrate(
      database.url,
      all.slice(
        0,
        all.findIndex((m) => m.name.endsWith('_organizations_and_people')),
      ),
    );
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "User" (id, email, name, "passwordHash", role) VALUES (gen_random_uuid(), 'o@example.com', 'O', 'x', 'ORGANIZER'), (gen_random_uuid(), 's@example.com', 'S', 'x', 'STAFF')`,
      );
      for (const name of ['Friday', 'Saturday'])
        await client.query(`INSERT INTO "Event" (id, name, "shortCode", "updatedAt") VALUES (gen_random_uuid(), $1, $2, now())`, [
          name,
          name.slice(0, 5).toUpperCase(),
        ]);
      await migrate(database.url);
      const { rows: organizations } = await client.query(`SELECT id, slug FROM "Organization"`);
      expect(organizations.map((o) => o.slug)).toEqual(['default']);
      const { rows: events } = await client.query(`SELECT DISTINCT "organizationId" FROM "Event"`);
      expect(events).toEqual([{ organizationId: organizations[0].id }]);
      const { rows: owners } = await client.query(
        `SELECT u.email, m.role FROM "OrganizationMember" m JOIN "User" u ON u.id = m."userId" ORDER BY 1`,
      );
      expect(owners).toEqual([{ email: 'o@example.com', role: 'OWNER' }]);
    } finally {
      await client.end();
    }
  });
});

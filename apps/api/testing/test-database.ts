import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { migrate, readMigrations } from '../src/platform/database/migrator';

export interface TestDatabase {
  url: string;
  kind: 'TEST_DATABASE_URL' | 'local PostgreSQL' | 'embedded PostgreSQL';
  drop(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const TEMPLATE_LOCK_KEY = 7_245_301_891;
let announced = false;

/**
 * A fresh, migrated database for one test file: a copy of a template migrated once per set of
 * migrations. Uses TEST_DATABASE_URL, else PostgreSQL on 127.0.0.1:5432, else the embedded PostgreSQL.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL || ((await reachable('127.0.0.1', 5432)) ? LOCAL_POSTGRES : undefined);
  const kind = process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : server ? 'local PostgreSQL' : 'embedded PostgreSQL';
  if (!announced) {
    process.stderr.write(`integration tests use ${kind}\n`);
    announced = true;
  }
  const migrated = options.migrated ?? true;
  if (!server) return embeddedDatabase(migrated);
  const name = `taikai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${await ensureTemplate(server)}` : '';
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  return {
    url: databaseUrl(server, name),
    kind,
    drop: () => withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Creates the template once per migration set; the advisory lock serialises parallel test files. */
async function ensureTemplate(server: string): Promise<string> {
  const migrations = readMigrations();
  const digest = createHash('sha256')
    .update(migrations.map((m) => m.checksum).join())
    .digest('hex')
    .slice(0, 12);
  const template = `taikai_template_${digest}`;
  await withClient(server, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      await migrate(databaseUrl(server, building), migrations);
      // Renamed only when complete, so a crash never leaves a half-migrated template.
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}

async function embeddedDatabase(migrated: boolean): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-test-'));
  // Traversable, so a root run's `postgres` user keeps the cluster inside it (and it goes with it).
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir);
  if (migrated) await migrate(embedded.url);
  return {
    url: embedded.url,
    kind: 'embedded PostgreSQL',
    async drop() {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

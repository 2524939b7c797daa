import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the suite may create databases on: TEST_DATABASE_URL or the local one. */
export const POSTGRES_SERVER = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

async function onServer<T>(sql: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_SERVER });
  await client.connect();
  try {
    return await sql(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database (no schema): what a first production deployment starts from. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `taikai_e2e_${randomBytes(5).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

export async function publicTables(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    return rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}

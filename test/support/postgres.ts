import { createDatabase, type Database, onDatabase } from '@taikai/testkit';

/** The PostgreSQL server the suite may create databases on: TEST_DATABASE_URL or the local one. */
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** A new, empty database (no schema): what a first production deployment starts from. */
export function createEmptyDatabase(): Promise<Database> {
  return createDatabase(POSTGRES_SERVER, 'taikai_e2e');
}

export function publicTables(url: string): Promise<string[]> {
  return onDatabase(url, async (client) => {
    const { rows } = await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    return rows.map((row) => row.tablename);
  });
}

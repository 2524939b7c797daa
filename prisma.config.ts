import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// The JS engine with the pg driver adapter: Prisma's native engines cannot be downloaded everywhere.
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgresql://127.0.0.1:5432/postgres' }),
});

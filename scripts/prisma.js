#!/usr/bin/env node
// Prisma CLI tasks that must work offline: the CLI wants a DATABASE_URL even when it only reads
// the schema, and datamodel diffs stand in for `migrate dev` (which cannot introspect here).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const schema = path.join(root, 'prisma', 'schema.prisma');
const migrations = path.join(root, 'prisma', 'migrations');
const snapshot = path.join(migrations, 'schema.snapshot.prisma');
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres' };
const prisma = (args, opts = {}) =>
  execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), ...args], { cwd: root, env, stdio: 'inherit', ...opts });

const [task, name] = process.argv.slice(2);
switch (task) {
  case 'generate':
    prisma(['generate'], { stdio: ['ignore', 'ignore', 'inherit'] });
    break;
  case 'migration': {
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: prisma.js migration <snake_case_name>');
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(migrations, `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    const from = fs.existsSync(snapshot) ? ['--from-schema-datamodel', snapshot] : ['--from-empty'];
    prisma(['migrate', 'diff', ...from, '--to-schema-datamodel', schema, '--script', '-o', path.join(dir, 'migration.sql')]);
    fs.copyFileSync(schema, snapshot);
    console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
    break;
  }
  case 'check':
    try {
      prisma(['migrate', 'diff', '--from-schema-datamodel', snapshot, '--to-schema-datamodel', schema, '--exit-code'], { stdio: 'ignore' });
      console.log('prisma: migrations match the schema');
    } catch {
      console.error('prisma: schema.prisma has changes with no migration: run `npm run db:migration -- <name>`');
      process.exit(1);
    }
    break;
  default:
    throw new Error('usage: prisma.js generate | migration <name> | check');
}

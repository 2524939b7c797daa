import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
/** The built server (`npx nx run @taikai/api:build`). */
export const MAIN = path.join(REPO_ROOT, 'apps/api/dist/app/main.js');

export interface ServerProcess {
  url: string;
  output(): string;
  /** Resolves with the exit code and how long the process took to exit after the signal. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  exited: Promise<number | null>;
}

/**
 * A free port below the kernel's ephemeral range (32768 and up on Linux), where nothing else on the
 * machine is handed ports: `listen(0)` (the embedded PostgreSQL's port, a test's in-process API) and
 * outgoing connections take theirs from that range, so a port found free here is still free when the
 * server binds it a moment later (one from that range was once taken meanwhile by another test's
 * database). Random, and tried by binding it, so that parallel test processes do not meet.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (await canListen(port)) return port;
    if (attempt === 50) throw new Error('no free port found between 20000 and 32000');
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Runs the built server as `npm start` does, with only the given environment (no DATABASE_URL
 * unless given); `main`: another build of it (a benchmark's before).
 */
export function spawnServer(env: Record<string, string>, main = MAIN): ServerProcess & { child: ChildProcess } {
  const port = env.PORT ?? '3000';
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('TAIKAI_') && !['DATABASE_URL', 'PORT', 'REDIS_URL'].includes(name)),
  );
  const child = spawn(process.execPath, [main], { cwd: REPO_ROOT, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}

/** Polls until the server answers a GraphQL query (`__typename`: introspection is for staff); fails if it exits first. */
export async function waitForGraphQL(server: ServerProcess, timeoutMs = 60000): Promise<number> {
  const started = Date.now();
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`server exited during start-up:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export async function graphql<T = any>(
  url: string,
  query: string,
  variables?: object,
  token?: string,
): Promise<{ data?: T; errors?: any[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as never;
}

export interface Product extends ServerProcess {
  child: ChildProcess;
  dataDir: string;
  /** The embedded database's URL while the product runs (for tests that check rows directly). */
  databaseUrl(): string;
  /** Stops the server and removes its data directory. */
  close(): Promise<void>;
}

/**
 * The product as `npm start` runs it with no settings: the embedded PostgreSQL in a fresh data
 * directory (by default one whose cluster is already initialised: see `initialisedDataDir`).
 */
export function spawnProduct(env: Record<string, string>, dataDir = initialisedDataDir(), main = MAIN): Product {
  const server = spawnServer({ TAIKAI_DATA_DIR: dataDir, ...env }, main);
  return {
    ...server,
    dataDir,
    databaseUrl: () => embeddedDatabaseUrl(dataDir),
    async close() {
      await server.stop();
      await removeProductData(dataDir);
    },
  };
}

/** A fresh data directory, traversable, so a root run's `postgres` user keeps its cluster in it. */
export function productDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-product-'));
  fs.chmodSync(dataDir, 0o755);
  return dataDir;
}

/** The built code that starts the embedded PostgreSQL (and runs initdb when the cluster is new). */
const EMBEDDED_POSTGRES = path.join(REPO_ROOT, 'apps/api/dist/platform/database/embedded-postgres.js');

/**
 * A fresh data directory holding a copy of a cluster the product initialised once (initdb, its
 * password, the empty `taikai` database), instead of running initdb again for each server: what
 * the product starts from at its second start, less than a second where initdb takes several on a
 * busy 2-core machine. The product still creates its tables (migrations) and first organizer.
 * The template lives in the temporary directory, keyed by the code and binaries that made it, and
 * is made once (by whichever test process gets there first). The first start itself is tested on
 * `productDataDir()` (test/e2e/first-run).
 */
export function initialisedDataDir(): string {
  const template = clusterTemplate();
  const dataDir = productDataDir();
  // `cp -a`: the cluster keeps its owner (a root run's `postgres` user) and its 0700 mode.
  execFileSync('cp', ['-a', path.join(template, 'pg'), path.join(template, 'pg-password'), dataDir]);
  return dataDir;
}

function clusterTemplate(): string {
  const key = createHash('sha256')
    .update(fs.readFileSync(EMBEDDED_POSTGRES))
    // The PostgreSQL binaries' version.
    .update(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json')))
    .update(String(process.getuid?.()))
    .digest('hex')
    .slice(0, 16);
  const template = path.join(os.tmpdir(), `taikai-cluster-template-${key}`);
  if (fs.existsSync(path.join(template, 'pg', 'PG_VERSION'))) return template;
  const making = productDataDir();
  // A process of its own: the module stops its server on this process's exit.
  execFileSync(
    process.execPath,
    ['-e', 'require(process.argv[1]).startEmbeddedPostgres(process.argv[2]).then((pg) => pg.stop())', EMBEDDED_POSTGRES, making],
    { stdio: 'ignore' },
  );
  if (!fs.existsSync(path.join(making, 'pg', 'PG_VERSION'))) {
    // The cluster went elsewhere (a root run whose `postgres` user cannot reach the temporary directory).
    void removeProductData(making);
    throw new Error(`no cluster in ${making}/pg to copy`);
  }
  try {
    fs.renameSync(making, template);
  } catch {
    // Another test process made it first: theirs is the same.
    fs.rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/** Removes a data directory, first stopping the PostgreSQL a killed server left running in it. */
export async function removeProductData(dataDir: string): Promise<void> {
  const pidFile = path.join(clusterDirOf(dataDir), 'postmaster.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 100; i++) {
        process.kill(pid, 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } catch {
      // gone
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function clusterDirOf(dataDir: string): string {
  const located = path.join(dataDir, 'pg-cluster-location');
  return fs.existsSync(located) ? fs.readFileSync(located, 'utf8').trim() : path.join(dataDir, 'pg');
}

/** Read from what the running cluster leaves in the data directory: its port and the generated password. */
export function embeddedDatabaseUrl(dataDir: string): string {
  // postmaster.pid: pid, data directory, start time, port, …
  const port = fs
    .readFileSync(path.join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/taikai`;
}

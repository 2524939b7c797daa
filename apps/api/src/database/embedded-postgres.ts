import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite persisted in `dataDir`, served over the Postgres wire protocol on a free loopback port,
 * so Prisma and migrations use an ordinary connection URL. One process owns a data directory.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections = 12): Promise<EmbeddedPostgres> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  return {
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      releaseLock();
    },
  };
}

function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'taikai.pid');
  const holder = readPid(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The data directory ${dataDir} is in use by another Taikai process (pid ${holder})`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

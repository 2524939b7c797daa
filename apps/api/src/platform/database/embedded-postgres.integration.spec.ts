import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

// As root only: PostgreSQL then runs as `postgres`, which cannot reach a private temporary directory,
// so the cluster goes to ~postgres/taikai/clusters/<id>.
const asRoot = process.getuid?.() === 0 ? it : it.skip;

describe('the embedded cluster of a data directory PostgreSQL’s user cannot reach (as root, real servers)', () => {
  asRoot(
    'names its data directory, and goes once the data directory is gone: the next start removes it',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-private-'));
      fs.chmodSync(dataDir, 0o700);
      const first = await startEmbeddedPostgres(dataDir);
      await first.stop();
      const cluster = first.clusterDir;
      expect(cluster).not.toContain(dataDir);
      expect(fs.readFileSync(path.join(dataDir, 'pg-cluster-location'), 'utf8').trim()).toBe(cluster);
      expect(fs.readFileSync(`${cluster}.data-dir`, 'utf8').trim()).toBe(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });

      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-private-'));
      fs.chmodSync(other, 0o700);
      const warnings: string[] = [];
      const second = await startEmbeddedPostgres(other, { warn: (line) => warnings.push(line) });
      try {
        expect(fs.existsSync(cluster)).toBe(false);
        expect(fs.existsSync(`${cluster}.data-dir`)).toBe(false);
        expect(warnings.join('\n')).toContain(cluster);
        // The running one is kept.
        expect(fs.existsSync(path.join(second.clusterDir, 'PG_VERSION'))).toBe(true);
      } finally {
        await second.stop();
        fs.rmSync(other, { recursive: true, force: true });
        fs.rmSync(second.clusterDir, { recursive: true, force: true });
        fs.rmSync(`${second.clusterDir}.data-dir`, { force: true });
      }
    },
    120_000,
  );
});

describe('the embedded server’s connections (real server)', () => {
  it('gives Taikai a URL through its Unix socket in the cluster’s directory, and keeps the loopback port for tools', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-socket-'));
    const server = await startEmbeddedPostgres(dataDir);
    try {
      const url = new URL(server.url);
      expect(decodeURIComponent(url.hostname)).toBe(path.resolve(server.clusterDir));
      const overSocket = new Client({ connectionString: server.url });
      await overSocket.connect();
      // No server address: the session came through the socket, not TCP.
      const socketSession = await overSocket.query<{ addr: string | null }>('SELECT inet_server_addr()::text AS addr');
      await overSocket.end();
      expect(socketSession.rows[0].addr).toBeNull();
      const overTcp = new Client({ connectionString: server.url.replace(url.hostname, '127.0.0.1') });
      await overTcp.connect();
      const tcpSession = await overTcp.query<{ addr: string | null }>('SELECT inet_server_addr()::text AS addr');
      await overTcp.end();
      expect(tcpSession.rows[0].addr).toBe('127.0.0.1/32');
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!server.clusterDir.startsWith(dataDir)) {
        fs.rmSync(server.clusterDir, { recursive: true, force: true });
        fs.rmSync(`${server.clusterDir}.data-dir`, { force: true });
      }
    }
  }, 120_000);
});

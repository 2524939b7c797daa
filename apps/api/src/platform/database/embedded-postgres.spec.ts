import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markClusterOwner, removeOrphanClusters } from './embedded-postgres';

/**
 * As root, a cluster PostgreSQL's user could not keep in the data directory lives in
 * `~postgres/taikai/clusters/<id>`; these clusters must not outlive their data directory.
 */
describe('clusters kept outside their data directory (as root)', () => {
  let root: string;
  let clusters: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-clusters-'));
    clusters = path.join(root, 'clusters');
    fs.mkdirSync(clusters);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A cluster directory with a file in it, owned by a data directory. */
  function cluster(name: string, dataDir?: string): string {
    const dir = path.join(clusters, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    if (dataDir) {
      fs.mkdirSync(dataDir, { recursive: true });
      markClusterOwner(dir, dataDir);
    }
    return dir;
  }

  it('finds the cluster from the data directory and the data directory from the cluster', () => {
    const dataDir = path.join(root, 'data');
    const dir = cluster('a1', dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'pg-cluster-location'), 'utf8').trim()).toBe(dir);
    expect(fs.readFileSync(`${dir}.data-dir`, 'utf8').trim()).toBe(dataDir);
  });

  it('removes the clusters whose data directory is gone, and keeps those still in use, running, or of unknown owner', async () => {
    const kept = cluster('kept', path.join(root, 'kept-data'));
    const gone = cluster('gone', path.join(root, 'gone-data'));
    const moved = cluster('moved', path.join(root, 'moved-data'));
    const running = cluster('running', path.join(root, 'running-data'));
    const unknown = cluster('unknown');
    fs.rmSync(path.join(root, 'gone-data'), { recursive: true });
    fs.rmSync(path.join(root, 'running-data'), { recursive: true });
    // The data directory now names another cluster: this one is no longer its.
    fs.writeFileSync(path.join(root, 'moved-data', 'pg-cluster-location'), `${path.join(clusters, 'elsewhere')}\n`);
    // A server still running on a cluster whose data directory was deleted under it: never removed.
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'postgres'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => server.once('spawn', resolve));
      fs.writeFileSync(path.join(running, 'postmaster.pid'), `${server.pid}\n${running}\n`);
      const warnings: string[] = [];
      const removed = removeOrphanClusters(clusters, (line) => warnings.push(line));
      expect(removed.sort()).toEqual([gone, moved].sort());
      expect(fs.existsSync(gone) || fs.existsSync(`${gone}.data-dir`) || fs.existsSync(moved)).toBe(false);
      expect([kept, running, unknown].every((dir) => fs.existsSync(dir))).toBe(true);
      expect(warnings.join('\n')).toContain('Removed 2 PostgreSQL cluster(s)');
      expect(warnings.join('\n')).toContain('1 PostgreSQL cluster(s)');
    } finally {
      server.kill('SIGKILL');
    }
    // Once its server is gone, the cluster of the deleted data directory goes too.
    await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once('exit', resolve)));
    expect(removeOrphanClusters(clusters)).toEqual([running]);
  });

  it('does nothing when there is no clusters directory', () => {
    expect(removeOrphanClusters(path.join(root, 'none'))).toEqual([]);
  });
});

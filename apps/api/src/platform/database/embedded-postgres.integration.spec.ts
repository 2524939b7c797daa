import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

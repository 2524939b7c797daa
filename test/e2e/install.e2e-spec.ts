import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@taikai/testkit';

/**
 * Issue 26 item 7: `npm ci` on the Node the README names (20.19 and later, this machine's Node 20)
 * installs every locked package without an engine warning. A dry run on a copy of the manifest and
 * lock reads every package's `engines` and leaves this checkout's node_modules alone.
 */
const run = promisify(execFile);

test('npm ci accepts the running Node for every locked package', async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-npm-ci-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(REPO_ROOT, file), path.join(copy, file));
    const { stdout, stderr } = await run('npm', ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: copy,
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(`${stdout}${stderr}`).not.toMatch(/EBADENGINE/);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

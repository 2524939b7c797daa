// Each `npm test` starts from no totals, so a stale file can never report a project that did not run.
require('node:fs').rmSync(require('node:path').resolve(__dirname, '..', 'tmp', 'jest-results'), { recursive: true, force: true });

// Jest starts the longest files first when it knows their times, so that a run does not end on one
// long file with the other worker idle. It keeps those times by absolute path, which a CI run from
// a fresh clone (a new directory each time) never finds again, and then goes by file size, which
// says little about a browser spec. This keeps each file's last time by its path in the
// repository, in the temporary directory, for the next run on this machine.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const TestSequencer = require('@jest/test-sequencer').default;

const REPO_ROOT = path.resolve(__dirname, '..');
const TIMES = path.join(os.tmpdir(), 'taikai-test-times.json');

function readTimes() {
  try {
    return JSON.parse(fs.readFileSync(TIMES, 'utf8'));
  } catch {
    return {};
  }
}

module.exports = class LongestFirstSequencer extends TestSequencer {
  time(test) {
    return super.time(test) ?? readTimes()[path.relative(REPO_ROOT, test.path)];
  }

  cacheResults(tests, results) {
    super.cacheResults(tests, results);
    const times = readTimes();
    for (const result of results.testResults) {
      const { runtime, start, end } = result.perfStats;
      if (!result.skipped) times[path.relative(REPO_ROOT, result.testFilePath)] = runtime || end - start;
    }
    // Whole or not at all: a run reading it meanwhile never sees half a file.
    const partial = `${TIMES}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(times, null, 1));
    fs.renameSync(partial, TIMES);
  }
};

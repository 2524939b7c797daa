// @ts-check
/**
 * Round-end storm load generator, run as its own process (plain JavaScript, so its worker
 * threads need no TypeScript loader):
 *   node bench/clients/storm-client.js <jobs.json> <result.json>
 * jobs.json: { targets: string[], concurrency, workers, jobs: StormJob[] } (bench/lib/storm-types.ts).
 * Each worker thread keeps `concurrency / workers` requests in flight over keep-alive connections,
 * spreading them over the targets in turn; every latency and error is kept.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { isMainThread, parentPort, Worker, workerData } = require('node:worker_threads');

const QUERY = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id status } }';

/** @param {{ targets: string[]; concurrency: number; jobs: { index: number; job: any }[]; startAt: number }} input */
async function runWorker(input) {
  const agents = input.targets.map(() => new http.Agent({ keepAlive: true, maxSockets: input.concurrency }));
  /** @type {any[]} */
  const outcomes = [];
  let next = 0;
  let counter = 0;
  /** @returns {Promise<any>} */
  const send = (index, job, slot) =>
    new Promise((resolve) => {
      const target = slot % input.targets.length;
      const body = JSON.stringify({ query: QUERY, variables: { m: job.matchId, i: { ...job.score, drop: false, requestKey: job.requestKey } } });
      const started = performance.now();
      const done = (status, ok, error) => resolve({ job: index, ms: performance.now() - started, status, ok, error, at: Date.now() - input.startAt });
      const request = http.request(
        `${input.targets[target]}/graphql`,
        {
          method: 'POST',
          agent: agents[target],
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${job.token}` },
          timeout: 30000,
        },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              const parsed = JSON.parse(text);
              const ok = response.statusCode === 200 && !parsed.errors && !!parsed.data?.reportResult;
              done(response.statusCode ?? 0, ok, ok ? undefined : JSON.stringify(parsed.errors ?? parsed).slice(0, 300));
            } catch {
              done(response.statusCode ?? 0, false, text.slice(0, 300));
            }
          });
          response.on('error', (error) => done(0, false, error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => done(0, false, error.message));
      request.end(body);
    });
  const lane = async () => {
    while (next < input.jobs.length) {
      const { index, job } = input.jobs[next++];
      outcomes.push(await send(index, job, counter++));
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, lane));
  for (const agent of agents) agent.destroy();
  return outcomes;
}

if (!isMainThread) {
  runWorker(workerData).then((outcomes) => parentPort?.postMessage(outcomes));
} else {
  const [jobsFile, resultFile] = process.argv.slice(2);
  const plan = JSON.parse(readFileSync(jobsFile, 'utf8'));
  const startAt = Date.now();
  const started = performance.now();
  const indexed = plan.jobs.map((job, index) => ({ index, job }));
  const shares = Array.from({ length: plan.workers }, (_, w) => indexed.filter((_, i) => i % plan.workers === w));
  Promise.all(
    shares.map(
      (jobs) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(__filename, {
            workerData: { targets: plan.targets, concurrency: Math.max(1, Math.round(plan.concurrency / plan.workers)), jobs, startAt },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  ).then((parts) => {
    const elapsedMs = performance.now() - started;
    writeFileSync(resultFile, JSON.stringify({ elapsedMs, outcomes: parts.flat() }));
    process.exit(0);
  });
}

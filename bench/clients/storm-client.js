// @ts-check
/**
 * Round-end storm load generator (autocannon), run as its own process:
 *   node bench/clients/storm-client.js <jobs.json> <result.json>
 * jobs.json: { targets: string[], concurrency, jobs: StormJob[], floor?: boolean } (bench/lib/storm-types.ts).
 * With `floor`, each job sends `{ __typename }` instead of its report (with the same token): what
 * the HTTP and GraphQL layers cost on their own.
 * Keeps `concurrency` keep-alive connections busy, one request in flight on each, spread over the
 * targets in turn; every job is sent once, and every latency and error is kept.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const { performance } = require('node:perf_hooks');
const autocannon = require('autocannon');

const QUERY = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id status } }';
const FLOOR_BODY = JSON.stringify({ query: '{ __typename }' });

const [jobsFile, resultFile] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(jobsFile, 'utf8'));
/** @type {{ job: number; ms: number; status: number; ok: boolean; error?: string; at: number }[]} */
const outcomes = [];
/** @type {number[]} */
const latencies = [];
let next = 0;
const started = performance.now();

const instance = autocannon(
  {
    url: plan.targets,
    connections: plan.concurrency,
    amount: plan.jobs.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        // Each request takes the next job; the connection's context remembers which one is in flight.
        setupRequest: (request, context) => {
          const index = next++;
          const job = plan.jobs[index];
          context.job = index;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
            body: plan.floor
              ? FLOOR_BODY
              : JSON.stringify({
                  query: QUERY,
                  variables: { m: job.matchId, i: { ...job.score, drop: false, requestKey: job.requestKey } },
                }),
          };
        },
        onResponse: (status, body, context) => {
          let ok = false;
          let error;
          try {
            const parsed = JSON.parse(body);
            ok = status === 200 && !parsed.errors && !!(plan.floor ? parsed.data?.__typename : parsed.data?.reportResult);
            if (!ok) error = JSON.stringify(parsed.errors ?? parsed).slice(0, 300);
          } catch {
            error = String(body).slice(0, 300);
          }
          outcomes.push({ job: context.job, ms: 0, status, ok, error, at: performance.now() - started });
        },
      },
    ],
  },
  (/** @type {Error | null} */ err, /** @type {any} */ result) => {
    if (err) throw err;
    const finishedAt = performance.now() - started;
    // autocannon notices the end on its once-a-second tick: the storm ends with its last answer.
    const elapsedMs = Math.max(0, ...outcomes.map((o) => o.at));
    // Latencies arrive in the same order as the answers (one 'response' event after each onResponse).
    outcomes.forEach((outcome, i) => (outcome.ms = latencies[i]));
    // Jobs without an answer (connection errors, timeouts) count as failed.
    const answered = new Set(outcomes.map((o) => o.job));
    plan.jobs.forEach((_, job) => {
      if (!answered.has(job))
        outcomes.push({
          job,
          ms: 30000,
          status: 0,
          ok: false,
          error: `no answer (${result.errors} errors, ${result.timeouts} timeouts)`,
          at: finishedAt,
        });
    });
    writeFileSync(resultFile, JSON.stringify({ elapsedMs, outcomes }));
    process.exit(0);
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));

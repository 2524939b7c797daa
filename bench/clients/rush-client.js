// @ts-check
/**
 * The public page's rush (autocannon), run as its own process:
 *   node bench/clients/rush-client.js <plan.json> <result.json>
 * plan.json: { target, connections, paths: string[], durationSeconds, floor?: boolean }.
 * Each connection is one browser after another refreshing the page: it asks the paths in turn
 * (the summary and the pairings: a page view). Every other page view revalidates, as a browser
 * with the page in its cache does: it sends the latest ETag seen for the path (If-None-Match)
 * and mostly gets 304; the others fetch the whole body, compressed. (autocannon resets a
 * connection's context after each pass over the paths, so the ETags seen are kept here.)
 * With `floor`, every request is GraphQL's `{ __typename }` instead (POST /graphql): the framework's
 * floor on the same connections. Runs until the parent sends "stop" (or the duration ends); every
 * latency and status is kept.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const { performance } = require('node:perf_hooks');
const autocannon = require('autocannon');

const [planFile, resultFile] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
/** @type {number[]} */
const latencies = [];
/** @type {Record<string, number>} */
const statuses = {};
/** The latest ETag answered for each path. */
const etags = new Map();
let requestsSent = 0;
const started = performance.now();

const requests = plan.floor
  ? [
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      },
    ]
  : plan.paths.map((/** @type {string} */ path) => ({
      method: 'GET',
      path,
      setupRequest: (/** @type {any} */ request) => {
        const revalidates = Math.floor(requestsSent++ / plan.paths.length) % 2 === 0;
        const etag = revalidates ? etags.get(path) : undefined;
        return { ...request, headers: { 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) } };
      },
      onResponse: (/** @type {number} */ status, /** @type {string} */ _body, /** @type {any} */ _context, /** @type {any} */ headers) => {
        if (status === 200 && headers?.etag) etags.set(path, headers.etag);
      },
    }));

const instance = autocannon(
  { url: plan.target, connections: plan.connections, duration: plan.durationSeconds, timeout: 30, requests },
  (/** @type {Error | null} */ err, /** @type {any} */ result) => {
    if (err) throw err;
    const elapsedMs = performance.now() - started;
    writeFileSync(resultFile, JSON.stringify({ elapsedMs, latencies, statuses, errors: result.errors, timeouts: result.timeouts }));
    process.exit(0);
  },
);
instance.on(
  'response',
  (/** @type {any} */ _client, /** @type {number} */ status, /** @type {number} */ _bytes, /** @type {number} */ ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  },
);
process.on('message', (message) => {
  if (/** @type {any} */ (message)?.kind === 'stop') instance.stop();
});

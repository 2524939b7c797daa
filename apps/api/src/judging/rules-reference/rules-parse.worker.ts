import { parentPort } from 'node:worker_threads';
import { prepareRules, type RulesPreparationJob } from './rules-preparation';

/**
 * Parses, indexes and compares a loaded rules text off the event loop (`prepareRulesOffThread`
 * starts one per text): 0.4–0.6 s for a full Comprehensive Rules, during which the server keeps
 * answering. Built beside `rules-preparation.js` by the API's `tsc` build, which `npm start` runs.
 */
parentPort?.once('message', (job: RulesPreparationJob) => {
  parentPort?.postMessage(prepareRules(job));
});

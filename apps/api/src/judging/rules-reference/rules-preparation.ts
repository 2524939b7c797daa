import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type CardErratum,
  compareRulesDocuments,
  errataByName,
  parseErrata,
  parseRulesDocument,
  RulesSearchIndex,
  type ParsedRulesDocument,
  type RulesComparison,
  type RulesDocumentKind,
  type RulesSearchIndexData,
} from '@taikai/engine';

/**
 * A text parsed and indexed, its errata list by card name (the handbook's 特筆異状集; empty when
 * the text has none), and what changed since the version before when there is one.
 */
export interface PreparedRules {
  index: RulesSearchIndex;
  errata: Map<string, CardErratum>;
  changes: RulesComparison | null;
}

/** What the worker thread sends back: plain data (a class does not cross threads; a Map does). */
export interface PreparedRulesData {
  index: RulesSearchIndexData;
  errata: Map<string, CardErratum>;
  changes: RulesComparison | null;
}

export interface RulesPreparationJob {
  kind: RulesDocumentKind;
  text: string;
  previous?: ParsedRulesDocument;
}

/** The engine's work on a loaded text, in whichever thread runs it. */
export function prepareRules({ kind, text, previous }: RulesPreparationJob): PreparedRulesData {
  const index = new RulesSearchIndex(parseRulesDocument(kind, text));
  return {
    index: index.data(),
    errata: errataByName(parseErrata(text)),
    changes: previous ? compareRulesDocuments(previous, index.document) : null,
  };
}

/** The compiled worker beside this file; absent when the TypeScript sources run directly (the API's own Jest tests). */
const WORKER = path.join(__dirname, 'rules-parse.worker.js');
/**
 * Texts up to this many characters are prepared in this thread: the FFTCG rules (94 KB) take a
 * few tens of milliseconds, where starting a worker costs a hundred or more on a loaded machine.
 * A full Comprehensive Rules (1.6 MB) takes 0.4–0.6 s to parse, index and compare: in this thread
 * every other request would wait that long.
 */
const IN_THREAD_CHARACTERS = 256 * 1024;

/**
 * `prepareRules` in a worker thread (one per text: a load, or a version read after a restart), so
 * the server keeps answering while a large text is parsed; the index comes back as data and is
 * restored here in a few tens of milliseconds. A small text, or where the worker is not compiled,
 * in this thread.
 */
export function prepareRulesOffThread(job: RulesPreparationJob): Promise<PreparedRules> {
  if (job.text.length <= IN_THREAD_CHARACTERS || !fs.existsSync(WORKER)) return Promise.resolve().then(() => restored(prepareRules(job)));
  return new Promise<PreparedRules>((resolve, reject) => {
    const worker = new Worker(WORKER);
    worker.once('message', (data: PreparedRulesData) => {
      void worker.terminate();
      resolve(restored(data));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the rules worker stopped (${code}) before answering`)));
    worker.postMessage(job);
  });
}

function restored(data: PreparedRulesData): PreparedRules {
  return { index: RulesSearchIndex.restore(data.index), errata: data.errata, changes: data.changes };
}

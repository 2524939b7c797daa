import { Injectable, OnModuleDestroy } from '@nestjs/common';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors';

/** A name that needs a reading to sort among kana: it holds a kanji. */
export const HAS_KANJI = /[\u3400-\u9FFF\uF900-\uFAFF]/;

/** One morpheme as kuromoji cuts it: its text and its reading in katakana (absent for unknown words). */
type Morpheme = [surface: string, reading: string | null];

/**
 * The worker's source, plain JavaScript so it runs the same from the compiled server and from the
 * TypeScript tests. kuromoji loads and unzips its IPA dictionary (17 MB) in about 2 s of JavaScript,
 * which would stall every other request: here it happens once, in the worker, on the first proposal.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.kuromoji).builder({ dicPath: workerData.dictionary }).build((error, tokenizer) => {
  if (error) throw error;
  parentPort.on('message', ({ id, names }) => {
    parentPort.postMessage({ id, morphemes: names.map((name) => tokenizer.tokenize(name).map((m) => [m.surface_form, m.reading ?? null])) });
  });
});`;

/** The dictionary takes ~350 MB: an analyser unused this long is stopped, and the next proposal loads it again. */
const IDLE_MS = 10 * 60 * 1000;

/** Hiragana as katakana: readings are proposed in katakana, as フリガナ fields are filled in. */
const toKatakana = (text: string) => text.replace(/[\u3041-\u3096]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));

/**
 * A name's reading from its morphemes, in katakana, spaces kept; null when a part has no reading
 * (an unknown kanji, a Latin part): a partial reading would sort the player wrongly.
 */
export function readingOf(morphemes: readonly Morpheme[]): string | null {
  let reading = '';
  for (const [surface, read] of morphemes) {
    if (/^[\s\u3000]+$/.test(surface)) reading += ' ';
    else if (/^[\u3041-\u30FF]+$/.test(surface)) reading += toKatakana(surface);
    else if (read && HAS_KANJI.test(surface) && /^[\u30A1-\u30FF]+$/.test(read)) reading += read;
    else return null;
  }
  return reading.trim() || null;
}

/**
 * Proposes readings of Japanese names with kuromoji, a morphological analyser with its own
 * dictionary (no network). The analyser lives in a worker thread started on the first request and
 * kept while in use: the first proposals wait for its dictionary, later ones take milliseconds.
 */
@Injectable()
export class NameReadings implements OnModuleDestroy {
  private worker: Worker | null = null;
  private idle: NodeJS.Timeout | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (morphemes: Morpheme[][]) => void; reject: (error: Error) => void }>();

  /** Each name's proposed reading in katakana, or null where the analyser cannot read it all. */
  async read(names: readonly string[]): Promise<(string | null)[]> {
    if (names.length === 0) return [];
    const morphemes = await this.ask(names);
    return morphemes.map(readingOf);
  }

  onModuleDestroy() {
    if (this.idle) clearTimeout(this.idle);
    void this.worker?.terminate();
  }

  private ask(names: readonly string[]): Promise<Morpheme[][]> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, names });
    });
  }

  private start(): Worker {
    const kuromoji = require.resolve('kuromoji');
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { kuromoji, dictionary: path.join(path.dirname(kuromoji), '..', 'dict') },
    });
    // The server may stop while the worker waits for work.
    worker.unref();
    worker.on('message', ({ id, morphemes }: { id: number; morphemes: Morpheme[][] }) => {
      this.waiting.get(id)?.resolve(morphemes);
      this.waiting.delete(id);
      if (this.idle) clearTimeout(this.idle);
      this.idle = setTimeout(() => void worker.terminate(), IDLE_MS).unref();
    });
    // A worker that failed (dictionary missing or unreadable) is dropped: the next request starts another.
    const fail = () => {
      if (this.worker === worker) this.worker = null;
      for (const { reject } of this.waiting.values()) reject(new AppError('NAME_READINGS_UNAVAILABLE'));
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
    return worker;
  }
}

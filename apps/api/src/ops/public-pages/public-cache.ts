import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One part of a public page as it is served: its JSON, compressed both ways once, and its strong ETag. */
export interface CachedBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** A computation in flight or done, for one key; a slot that was dropped is never put back. */
interface Slot {
  body: Promise<CachedBody | null>;
}

/** Events whose parts are kept (the least recently computed go first). */
const EVENTS_KEPT = 200;

/**
 * The public pages' data, per event and part, computed once per change of the event:
 *
 * - `get` shares one computation among every request that arrives while it runs (single flight);
 * - `drop` (a live update of the event, from any process) removes the event's slots for those
 *   parts, so a request that arrives after it starts a new computation, which reads after the
 *   update's commit. Requests already waiting on the dropped computation still get its answer:
 *   they arrived before the update;
 * - a failed computation is dropped, so the next request tries again.
 *
 * `null` (unknown event, part not public) is kept like an answer: the 404 costs nothing either.
 */
export class PublicCache<Part extends string> {
  private readonly events = new Map<string, Map<string, Slot & { part: Part }>>();

  get(eventId: string, part: Part, key: string, compute: () => Promise<unknown>): Promise<CachedBody | null> {
    let slots = this.events.get(eventId);
    if (!slots) {
      this.events.set(eventId, (slots = new Map()));
      if (this.events.size > EVENTS_KEPT) this.events.delete(this.events.keys().next().value!);
    }
    const kept = slots.get(key);
    if (kept) return kept.body;
    const slot = { part, body: compute().then((value) => (value === null ? null : encode(value))) };
    slots.set(key, slot);
    slot.body.catch(() => {
      if (this.events.get(eventId)?.get(key) === slot) this.events.get(eventId)!.delete(key);
    });
    return slot.body;
  }

  /** Drops the event's slots of these parts (all of them without `parts`). */
  drop(eventId: string, parts?: readonly Part[]): void {
    const slots = this.events.get(eventId);
    if (!slots) return;
    if (!parts) {
      this.events.delete(eventId);
      return;
    }
    for (const [key, slot] of slots) if (parts.includes(slot.part)) slots.delete(key);
  }
}

/** JSON bytes, gzip and brotli (quality 5: a few milliseconds for 100 KB, most of the gain) and a hash of the JSON. */
export async function encode(value: unknown): Promise<CachedBody> {
  const json = Buffer.from(JSON.stringify(value));
  const [gzipped, brotlied] = await Promise.all([
    gzip(json, { level: 6 }),
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return { json, gzip: gzipped, br: brotlied, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

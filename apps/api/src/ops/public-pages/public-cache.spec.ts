import zlib from 'node:zlib';
import { PublicCache } from './public-cache';

/** A computation the test finishes when it wants, counting how often it was started. */
function deferred() {
  const started: ((value: unknown) => void)[] = [];
  return {
    compute: () => new Promise<unknown>((resolve) => started.push(resolve)),
    finish: (index: number, value: unknown) => started[index](value),
    get count() {
      return started.length;
    },
  };
}

const text = async (body: Promise<{ json: Buffer } | null>) => (await body)?.json.toString() ?? null;

describe('PublicCache', () => {
  it('shares one computation among concurrent requests, and keeps its answer', async () => {
    const cache = new PublicCache<'event' | 'pairings'>();
    const work = deferred();
    const asked = Array.from({ length: 5 }, () => cache.get('e1', 'pairings', 'pairings:latest', work.compute));
    expect(work.count).toBe(1);
    work.finish(0, { round: 1 });
    expect(await Promise.all(asked.map(text))).toEqual(Array(5).fill('{"round":1}'));
    await text(cache.get('e1', 'pairings', 'pairings:latest', work.compute));
    expect(work.count).toBe(1);
  });

  it('a request after a drop never gets the old bytes, even while the old computation runs; those asked before still get theirs', async () => {
    const cache = new PublicCache<'event' | 'pairings'>();
    const work = deferred();
    const before = cache.get('e1', 'pairings', 'pairings:latest', work.compute);
    cache.drop('e1', ['pairings']);
    const after = cache.get('e1', 'pairings', 'pairings:latest', work.compute);
    expect(work.count).toBe(2);
    work.finish(1, { round: 2 });
    work.finish(0, { round: 1 });
    expect([await text(before), await text(after)]).toEqual(['{"round":1}', '{"round":2}']);
    // The old computation ending later does not put its bytes back.
    expect(await text(cache.get('e1', 'pairings', 'pairings:latest', work.compute))).toBe('{"round":2}');
  });

  it('drops only the parts named, of that event; without parts, all of them', async () => {
    const cache = new PublicCache<'event' | 'pairings'>();
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const read = (event: string, part: 'event' | 'pairings') => text(cache.get(event, part, part, compute));
    await Promise.all([read('e1', 'event'), read('e1', 'pairings'), read('e2', 'pairings')]);
    cache.drop('e1', ['event']);
    expect(await read('e1', 'pairings')).toBe('{"n":2}');
    expect(await read('e1', 'event')).toBe('{"n":4}');
    expect(await read('e2', 'pairings')).toBe('{"n":3}');
    cache.drop('e1');
    expect(await read('e1', 'pairings')).toBe('{"n":5}');
  });

  it('keeps a 404 (null) like an answer, forgets a failure, and serves compressed bytes of the same JSON with a strong ETag', async () => {
    const cache = new PublicCache<'event'>();
    let calls = 0;
    const failing = () => (++calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve({ name: '大会' }));
    await expect(cache.get('e1', 'event', 'event', failing)).rejects.toThrow('database away');
    const body = (await cache.get('e1', 'event', 'event', failing))!;
    expect(calls).toBe(2);
    expect(zlib.gunzipSync(body.gzip).equals(body.json)).toBe(true);
    expect(zlib.brotliDecompressSync(body.br).equals(body.json)).toBe(true);
    expect(body.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await cache.get('e2', 'event', 'event', async () => null)).toBeNull();
  });
});

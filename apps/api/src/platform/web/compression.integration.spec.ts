import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { LiveService } from '../live';
import { STATIC_APPS } from './static-apps';

/**
 * Issue 26 item 12, speed on venue Wi-Fi: the apps' files go precompressed (brotli or gzip, as the
 * browser accepts) with a year's caching for hashed assets, GraphQL answers above 1 KB are
 * compressed, and live updates still stream, uncompressed, each event as it comes.
 */
interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as it came over the wire (fetch would decode it). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (encoding === 'gzip') return zlib.gunzipSync(response.body);
  return response.body;
}

const player = STATIC_APPS.find((app) => app.prefix === '/play')!;
/** The player page's main script and style, as index.html names them. */
function playerAssets(): string[] {
  const html = fs.readFileSync(path.join(player.dir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/play\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
}

const built = fs.existsSync(path.join(player.dir, 'index.html'));

describe('compression and caching (real server, real database)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  (built ? it : it.skip)(
    'serves the player page’s JS and CSS precompressed as brotli or gzip, decoding to the file, cached a year',
    async () => {
      const assets = playerAssets();
      expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
      for (const asset of assets) {
        const file = fs.readFileSync(path.join(player.dir, asset));
        for (const [accept, expected] of [
          ['br', 'br'],
          ['gzip', 'gzip'],
          ['gzip, deflate, br, zstd', 'br'],
          ['br;q=0, gzip', 'gzip'],
        ] as const) {
          const response = await raw(`${server.url}/play/${asset}`, { headers: { 'accept-encoding': accept } });
          expect(response.status).toBe(200);
          expect(response.headers['content-encoding']).toBe(expected);
          expect(response.headers['vary']).toMatch(/accept-encoding/i);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers['content-type']).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
          expect(response.body.length).toBeLessThan(file.length / 2);
          expect(decode(response).equals(file)).toBe(true);
        }
        const identity = await raw(`${server.url}/play/${asset}`, { headers: { 'accept-encoding': 'identity' } });
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.headers['vary']).toMatch(/accept-encoding/i);
        expect(identity.body.equals(file)).toBe(true);
      }
    },
  );

  (built ? it : it.skip)('keeps the page itself and the service worker revalidated', async () => {
    for (const url of ['/play/', '/play/index.html', '/play/sw.js', '/play/some/route']) {
      const response = await raw(`${server.url}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
      if (url.endsWith('sw.js') && response.status === 404) continue;
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses a GraphQL answer over 1 KB when asked, and leaves small ones and clients that do not ask alone', async () => {
    const token = await server.loginAsOrganizer();
    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const plain = await raw(`${server.url}/graphql`, { method: 'POST', headers, body: query });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await raw(`${server.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'accept-encoding': encoding },
        body: query,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(response).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
    const small = await raw(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('still streams live updates uncompressed, each as it is published, to a client that accepts compression', async () => {
    const token = await server.loginAsOrganizer();
    const eventId = randomUUID();
    const live = server.get(LiveService);
    const request = http.request(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        authorization: `Bearer ${token}`,
      },
    });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on('response', resolve);
      request.on('error', reject);
      request.end(
        JSON.stringify({ query: 'subscription($e: ID!) { eventUpdates(eventId: $e) { kind roundNumber } }', variables: { e: eventId } }),
      );
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/event-stream/);
      // Yoga marks its event streams `Content-Encoding: none` (for proxies); never br or gzip.
      expect([undefined, 'none']).toContain(response.headers['content-encoding']);
      let text = '';
      const arrived = (needle: string) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (!text.includes(needle)) return;
            response.off('data', onData);
            resolve();
          };
          const onData = (chunk: Buffer) => {
            text += chunk.toString('utf8');
            check();
          };
          response.on('data', onData);
          response.once('end', () => reject(new Error(`the stream ended before ${needle}`)));
          check();
        });
      // Each update arrives while the stream stays open: nothing is held back in a compressor.
      await waitFor(() => live.openStreams >= 1);
      await live.publish({ eventId, kind: 'PAIRINGS_POSTED', roundNumber: 1 });
      await arrived('"roundNumber":1');
      await live.publish({ eventId, kind: 'PAIRINGS_POSTED', roundNumber: 2 });
      await arrived('"roundNumber":2');
    } finally {
      request.destroy();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

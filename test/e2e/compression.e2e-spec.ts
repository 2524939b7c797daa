import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, graphql, Product, REPO_ROOT, spawnProduct, waitForGraphQL } from '@taikai/testkit';

/**
 * Issue 26 item 12, speed on venue Wi-Fi, on the default product (`npm start`: the built server on
 * its embedded database): the player page's main script goes precompressed as brotli or gzip with a
 * year's immutable caching, its bytes decode to the built file, and GraphQL answers are compressed.
 */
const ADMIN = { TAIKAI_ADMIN_EMAIL: 'organizer@example.com', TAIKAI_ADMIN_PASSWORD: 'organizer password 1' };
const ADMIN_VARS = { e: ADMIN.TAIKAI_ADMIN_EMAIL, p: ADMIN.TAIKAI_ADMIN_PASSWORD };
const PLAYER_DIST = path.join(REPO_ROOT, 'apps/player/dist');

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they came over the wire (fetch would decode them). */
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

describe('compression on the default product', () => {
  let server: Product;
  beforeAll(async () => {
    server = spawnProduct({ ...ADMIN, LOG_LEVEL: 'warn', PORT: String(await freePort()) });
    await waitForGraphQL(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('serves the player page’s main JS as brotli and as gzip, decoding to the built file, cached a year', async () => {
    const page = await raw(`${server.url}/play/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = /src="\/play\/(assets\/[^"]+\.js)"/.exec(decode(page).toString('utf8'))![1];
    const file = fs.readFileSync(path.join(PLAYER_DIST, script));
    for (const encoding of ['br', 'gzip']) {
      const response = await raw(`${server.url}/play/${script}`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.body.length).toBeLessThan(file.length / 3);
      expect(decode(response).equals(file)).toBe(true);
    }
  });

  it('compresses a GraphQL answer over 1 KB when the client accepts it', async () => {
    const login = await graphql<any>(
      server.url,
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      ADMIN_VARS,
    );
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.login.token}` };
    const big = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const plain = await raw(`${server.url}/graphql`, { method: 'POST', headers, body: big });
    expect(plain.body.length).toBeGreaterThan(1024);
    const response = await raw(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      body: big,
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode(response).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});

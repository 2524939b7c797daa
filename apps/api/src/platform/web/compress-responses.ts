import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'graphql-yoga';
import { chooseEncoding } from './content-encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go as they are: compression would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses GraphQL answers (JSON) above 1 KB with brotli or gzip, as the client accepts. Live
 * updates (`text/event-stream`, multipart) are never touched: they stream, each event as it comes.
 */
export function compressResponses(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!/^application\/(graphql-response\+)?json\b/i.test(type) || response.headers.has('content-encoding')) return;
      // Most answers (a report's, a query of one match) are small and their length is known: they
      // keep their body as it is (the server writes Yoga's string at once) instead of being rebuilt.
      const length = response.headers.get('content-length');
      if (length !== null && Number(length) < COMPRESS_MIN_BYTES) {
        response.headers.append('vary', 'Accept-Encoding');
        return;
      }
      if (!response.body) return;
      const encoding = chooseEncoding(request.headers.get('accept-encoding'));
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      let sent: Buffer = body;
      if (encoding && body.length >= COMPRESS_MIN_BYTES) {
        sent =
          encoding === 'br'
            ? await brotli(body, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              })
            : await gzip(body, { level: 6 });
        headers.set('content-encoding', encoding);
      }
      headers.set('content-length', String(sent.length));
      setResponse(new fetchAPI.Response(new Uint8Array(sent), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}

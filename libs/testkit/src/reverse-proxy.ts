/**
 * A small reverse proxy in front of several API processes, standing in for Caddy
 * (`docker/Caddyfile`) in tests: requests go round-robin to the backends, or to the one a test names
 * in the header `x-taikai-backend` (its index; the header is not forwarded). Like Caddy it adds the
 * client's address to `X-Forwarded-For` and streams responses unbuffered (Server-Sent Events).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const BACKEND_HEADER = 'x-taikai-backend';

export interface ReverseProxy {
  url: string;
  /** How many requests each backend was sent. */
  sent: number[];
  close(): Promise<void>;
}

export async function startReverseProxy(backends: string[]): Promise<ReverseProxy> {
  const sent = backends.map(() => 0);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const named = request.headers[BACKEND_HEADER];
    const index = named === undefined ? turn++ % backends.length : Number(named);
    const backend = backends[index];
    if (!backend) return void response.writeHead(502).end(`no backend ${String(named)}`);
    sent[index]++;
    const headers = { ...request.headers };
    delete headers[BACKEND_HEADER];
    const client = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${client}` : client;
    const forwarded = http.request(new URL(request.url ?? '/', backend), { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      response.flushHeaders();
      answer.pipe(response);
    });
    forwarded.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    // The client leaving (a closed stream) closes the backend's request too.
    response.on('close', () => forwarded.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

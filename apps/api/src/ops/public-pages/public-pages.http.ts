import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, Request, Response } from 'express';
import { isUuid } from '../../platform/common';
import { AppError } from '../../platform/errors';
import { LiveService } from '../../platform/live';
import { chooseEncoding } from '../../platform/web';
import type { CachedBody } from './public-cache';
import { PublicConventionsService } from './public-conventions.service';
import { PublicPagesService, PublicPart } from './public-pages.service';

/**
 * Every response may be kept by a browser or a CDN, but only revalidated: the ETag answers 304
 * while the part is unchanged, and the first request after an update gets the new bytes.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Short codes are 5 characters of an alphabet without look-alikes; anything else is no event. */
const SHORT_CODE = /^[A-Za-z0-9]{1,12}$/;
/** A comment line this often keeps an idle public stream open through proxies. */
const HEARTBEAT_MS = 25_000;
const ROUND = /^[1-9][0-9]{0,2}$/;
const PARTS = new Set<string>(['pairings', 'standings', 'bracket', 'decklists', 'metagame', 'feature']);

/**
 * `GET /public/events/<shortCode>` (the summary) and `…/<shortCode>/<part>` (`pairings?round=N`,
 * `standings`, `bracket`, `decklists`, `metagame`): an event's public page data, JSON, no sign-in. 404 for an
 * unknown event, a page that is off, a part that is not public or a malformed round, alike.
 * `GET /public/conventions/<id>` and `…/<id>/tables`: a convention's, the same way.
 *
 * Mounted on Express directly, as the static apps are, not as a Nest controller: when pairings
 * go up this is the hottest path of the server, and Nest's guard, pipes and interceptors (no use
 * to a public GET of cached bytes) cost as much again as the answer itself (docs/BENCHMARKS.md).
 */
@Injectable()
export class PublicPagesHttp implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly pages: PublicPagesService,
    private readonly conventions: PublicConventionsService,
    private readonly live: LiveService,
  ) {}

  onModuleInit() {
    // Before Nest adds its "not found" handler (after every module's init); none without HTTP (service tests).
    const server = this.adapterHost.httpAdapter?.getInstance<Express>();
    if (!server) return;
    server.get('/public/events/:code/stream', (request, response, next) => this.stream(request, response).catch(next));
    server.get('/public/events/:code', (request, response, next) => this.answer(request, response).catch(next));
    server.get('/public/events/:code/:part', (request, response, next) => this.answer(request, response).catch(next));
    server.get('/public/conventions/:id', (request, response, next) => this.answerConvention(request, response).catch(next));
    server.get('/public/conventions/:id/:part', (request, response, next) => this.answerConvention(request, response).catch(next));
  }

  /**
   * `GET /public/events/<shortCode>/stream`: the event's updates for everyone as Server-Sent Events
   * (`data: {"kind","roundNumber","matchId"}`), no sign-in, while its public page is on; a browser's
   * own `EventSource` reads it and reconnects by itself. What the stream overlay listens to, so it
   * opens one connection and no GraphQL client. Under the per-address cap of every live stream
   * (429 beyond); a comment every 25 s keeps proxies from closing an idle stream.
   */
  private async stream(request: Request, response: Response) {
    const { code } = request.params as { code: string };
    const eventId = SHORT_CODE.test(code) ? await this.pages.publicEventId(code.toUpperCase()) : null;
    if (!eventId) return send(request, response, null);
    let place;
    try {
      place = await this.live.admitPublic(request.ip ?? 'unknown');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      response.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' });
      response.end(`{"error":"${error.code}"}`);
      return;
    }
    const updates = this.live.subscribePublic(eventId, response, place);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' });
    response.write(': open\n\n');
    const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
    request.on('close', () => void updates.return?.());
    try {
      for await (const { kind, roundNumber, matchId } of updates)
        response.write(`data: ${JSON.stringify({ kind, roundNumber, matchId })}\n\n`);
    } finally {
      clearInterval(heartbeat);
      response.end();
    }
  }

  private async answerConvention(request: Request, response: Response) {
    const { id, part } = request.params as { id: string; part?: string };
    const valid = isUuid(id) && (part === undefined || part === 'tables');
    send(request, response, valid ? await this.conventions.part(id.toLowerCase(), part ?? 'convention') : null);
  }

  private async answer(request: Request, response: Response) {
    const { code, part } = request.params as { code: string; part?: string };
    const round = request.query.round;
    const valid =
      SHORT_CODE.test(code) &&
      (part === undefined || PARTS.has(part)) &&
      (round === undefined || (part === 'pairings' && typeof round === 'string' && ROUND.test(round)));
    send(
      request,
      response,
      valid ? await this.pages.part(code.toUpperCase(), (part ?? 'event') as PublicPart, round ? Number(round) : undefined) : null,
    );
  }
}

function send(request: Request, response: Response, body: CachedBody | null) {
  if (!body) {
    response.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE_CONTROL });
    response.end('{"error":"NOT_FOUND"}');
    return;
  }
  const headers: Record<string, string> = { 'cache-control': CACHE_CONTROL, etag: body.etag, vary: 'Accept-Encoding' };
  if (matches(request.headers['if-none-match'], body.etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.json;
  response.writeHead(200, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(bytes.length),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(bytes);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a CDN may hand back our tag as W/"…". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

import type { CDPSession } from 'playwright-core';

/**
 * Issue 26 item 12's venue Wi-Fi: 1.6 Mbps each way, 150 ms latency. `throttleToVenueWifi` has
 * Chromium emulate it; `criticalPath` models the time the network alone takes to a screen, from
 * the requests a page made (what the player-load spec asserts, the bench measuring the wall time).
 */
export const VENUE_WIFI = { bitsPerSecond: 1_600_000, latencyMs: 150 };

/** Also counts the page's main-thread time from now on (`mainThreadMs`). */
export async function throttleToVenueWifi(cdp: CDPSession): Promise<void> {
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: VENUE_WIFI.latencyMs,
    downloadThroughput: VENUE_WIFI.bitsPerSecond / 8,
    uploadThroughput: VENUE_WIFI.bitsPerSecond / 8,
  });
}

export interface PageRequest {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, EventSource… */
  type: string;
  /** The GraphQL operation a POST to /graphql names (`query Name`), else null. */
  operation: string | null;
  /** Monotonic seconds (Chromium's clock). */
  sentAt: number;
  finishedAt: number | null;
  /** Sent: the request line, headers and body (approximated from what Chromium reports). */
  bytesUp: number;
  /** Received: headers and (compressed) body, as on the wire. */
  bytesDown: number;
}

function operationOf(url: string, method: string, postData: string | undefined): string | null {
  if (!url.endsWith('/graphql') || method !== 'POST' || !postData) return null;
  try {
    const query: string = JSON.parse(postData).query ?? '';
    return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Records every request the page makes from now on, as Chromium's network layer sees it. */
export function recordRequests(cdp: CDPSession): Map<string, PageRequest> {
  const requests = new Map<string, PageRequest>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (request.url.startsWith('data:')) return;
    const headers = Object.entries(request.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    requests.set(requestId, {
      url: request.url,
      type: type ?? 'Other',
      operation: operationOf(request.url, request.method, request.postData),
      sentAt: timestamp,
      finishedAt: null,
      bytesUp: request.method.length + request.url.length + headers + (request.postData?.length ?? 0),
      bytesDown: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.finishedAt = timestamp;
    request.bytesDown = encodedDataLength;
  });
  return requests;
}

export interface CriticalPath {
  /** The requests the screen waited for, one after another (each level waits for the one before). */
  levels: string[][];
  /**
   * Levels that needed more connections than the levels before had opened (HTTP/1.1: one request
   * at a time on each), as on a cold phone: a round trip more each for the TCP set-up.
   */
  connectionSetUps: number;
  roundTrips: number;
  /** Every byte up and down finished before the screen showed: they all shared the one link. */
  bytes: number;
  /** bytes × 8 / 1.6 Mbps + round trips × 150 ms. */
  modelledMs: number;
}

/**
 * The network's share of the time to a screen, from the requests made until it showed: those it
 * needed (`needed`) arranged in levels, a request one level after the latest needed one that had
 * finished when it was sent. Bytes count every request finished by the last needed one, needed or
 * not, since they all shared the bandwidth.
 */
export function criticalPath(requests: Iterable<PageRequest>, needed: (request: PageRequest) => boolean): CriticalPath {
  const done = [...requests].filter((request) => request.finishedAt !== null);
  const waitedFor = done.filter(needed).sort((a, b) => a.sentAt - b.sentAt);
  const shownAt = Math.max(...waitedFor.map((request) => request.finishedAt!));
  const finished = done.filter((request) => request.finishedAt! <= shownAt);
  const level = new Map<PageRequest, number>();
  for (const request of waitedFor) {
    const before = waitedFor.filter((other) => other.finishedAt! <= request.sentAt).map((other) => level.get(other) ?? 0);
    level.set(request, 1 + Math.max(0, ...before));
  }
  const levels: string[][] = [];
  for (const [request, depth] of level) (levels[depth - 1] ??= []).push(request.operation ?? new URL(request.url).pathname);
  let open = 0;
  let connectionSetUps = 0;
  for (const together of levels) {
    if (together.length > open) connectionSetUps++;
    open = Math.max(open, together.length);
  }
  const bytes = finished.reduce((sum, request) => sum + request.bytesUp + request.bytesDown, 0);
  const roundTrips = levels.length + connectionSetUps;
  const modelledMs = Math.round((bytes * 8 * 1000) / VENUE_WIFI.bitsPerSecond + roundTrips * VENUE_WIFI.latencyMs);
  return { levels, connectionSetUps, roundTrips, bytes, modelledMs };
}

/** The page's main-thread time so far, in ms: all its tasks, and script (parse, compile, run) among them. */
export async function mainThreadMs(cdp: CDPSession): Promise<{ tasks: number; script: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { tasks: Math.round(seconds('TaskDuration') * 1000), script: Math.round(seconds('ScriptDuration') * 1000) };
}

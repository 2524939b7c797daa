import type { BrowserContext, CDPSession, Page } from 'playwright-core';

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
  /** The scripts on the call stack that sent it (a `fetch`), innermost first; empty for what the page's HTML names. */
  sentBy: string[];
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
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type, initiator }) => {
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
      sentBy: [...new Set((initiator.stack?.callFrames ?? []).map((frame) => frame.url))],
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
  /** The requests the screen waited for, in levels: each level sent once one of the level before had finished. */
  levels: string[][];
  /**
   * Levels that needed more connections than the levels before had opened (HTTP/1.1: one request
   * at a time on each), as on a cold phone: a round trip more each for the TCP set-up.
   */
  connectionSetUps: number;
  /** The longest chain of requests one after another (each sent once the one before it had finished). */
  chain: string[];
  /** The chain's round trips, its connection set-ups included. */
  roundTrips: number;
  /** Every byte up and down finished before the screen showed: they all shared the one link. */
  bytes: number;
  /**
   * The chain's time: each request a round trip and its own bytes at 1.6 Mbps after the one it
   * waited for (a round trip more in a level that opened a connection); never less than the
   * first request's round trips and all the bytes at 1.6 Mbps.
   */
  modelledMs: number;
}

/**
 * The network's share of the time to a screen, from the requests made until it showed: those it
 * needed (`needed`), each after the latest needed one that had finished when it was sent. Requests
 * sent side by side overlap: the longest chain of them counts, and the bytes of every request
 * finished by the last needed one, needed or not, since they all shared the bandwidth.
 */
export function criticalPath(requests: Iterable<PageRequest>, needed: (request: PageRequest) => boolean): CriticalPath {
  const done = [...requests].filter((request) => request.finishedAt !== null);
  const waitedFor = done.filter(needed).sort((a, b) => a.sentAt - b.sentAt);
  const shownAt = Math.max(...waitedFor.map((request) => request.finishedAt!));
  const finished = done.filter((request) => request.finishedAt! <= shownAt);
  const name = (request: PageRequest) => request.operation ?? new URL(request.url).pathname;
  const msFor = (bytes: number) => (bytes * 8 * 1000) / VENUE_WIFI.bitsPerSecond;

  const level = new Map<PageRequest, number>();
  const after = new Map<PageRequest, PageRequest | null>();
  for (const request of waitedFor) {
    const before = waitedFor.filter((other) => other.finishedAt! <= request.sentAt);
    level.set(request, 1 + Math.max(0, ...before.map((other) => level.get(other) ?? 0)));
    after.set(
      request,
      before.reduce<PageRequest | null>((latest, other) => (!latest || other.finishedAt! > latest.finishedAt! ? other : latest), null),
    );
  }
  const levels: string[][] = [];
  for (const [request, depth] of level) (levels[depth - 1] ??= []).push(name(request));
  let open = 0;
  const opensConnection: boolean[] = [];
  for (const together of levels) {
    opensConnection.push(together.length > open);
    open = Math.max(open, together.length);
  }

  // Each request's modelled end, after the request it waited for.
  const end = new Map<PageRequest, { ms: number; roundTrips: number; chain: string[] }>();
  for (const request of waitedFor) {
    const previous = after.get(request);
    const from = previous ? end.get(previous)! : { ms: 0, roundTrips: 0, chain: [] };
    const roundTrips = opensConnection[level.get(request)! - 1] ? 2 : 1;
    end.set(request, {
      ms: from.ms + roundTrips * VENUE_WIFI.latencyMs + msFor(request.bytesUp + request.bytesDown),
      roundTrips: from.roundTrips + roundTrips,
      chain: [...from.chain, name(request)],
    });
  }
  const longest = [...end.values()].reduce((a, b) => (b.ms > a.ms ? b : a));
  const bytes = finished.reduce((sum, request) => sum + request.bytesUp + request.bytesDown, 0);
  const firstRoundTrips = opensConnection[0] ? 2 : 1;
  const modelledMs = Math.round(Math.max(longest.ms, firstRoundTrips * VENUE_WIFI.latencyMs + msFor(bytes)));
  return {
    levels,
    connectionSetUps: opensConnection.filter(Boolean).length,
    chain: longest.chain,
    roundTrips: longest.roundTrips,
    bytes,
    modelledMs,
  };
}

/** The page's main-thread time so far, in ms: all its tasks, and script (parse, compile, run) among them. */
export async function mainThreadMs(cdp: CDPSession): Promise<{ tasks: number; script: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { tasks: Math.round(seconds('TaskDuration') * 1000), script: Math.round(seconds('ScriptDuration') * 1000) };
}

/**
 * Has every page of `context` note when an element with this `data-testid` is first on screen (the
 * frame it is added in), read by `shownAt`. Playwright's `waitFor` polls less and less often (every
 * 500 ms after the first 270 ms), so the moment it returns is up to half a second after the screen
 * showed: a time to the screen is read from the page instead.
 */
export async function noteWhenShown(context: BrowserContext, testId: string): Promise<void> {
  await context.addInitScript((id: string) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[data-testid="${id}"]`)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as unknown as { taikaiShownAt: number }).taikaiShownAt = performance.timeOrigin + performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, testId);
}

/**
 * When the element `noteWhenShown` watches was first on screen (epoch ms, as `Date.now()`), and
 * how long after the navigation started (the page's own clock).
 */
export async function shownAt(page: Page): Promise<{ at: number; afterNavigationMs: number }> {
  const shown = await page.waitForFunction(() => {
    const at = (window as unknown as { taikaiShownAt?: number }).taikaiShownAt;
    return at === undefined ? null : { at, afterNavigationMs: at - performance.timeOrigin };
  });
  return (await shown.jsonValue()) as { at: number; afterNavigationMs: number };
}

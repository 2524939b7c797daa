/** One Server-Sent Events message; comments (Yoga's `:` keep-alive pings) are skipped. */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseSubscription {
  status: number;
  contentType: string | null;
  /** The next message, or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** The `data` of the next `next` message, parsed as a GraphQL result. */
  nextResult<T = Record<string, any>>(
    timeoutMs?: number,
  ): Promise<{ data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** Drops the connection (what a closing browser tab does). */
  close(): Promise<void>;
}

/**
 * A GraphQL subscription over SSE the way a fetch-based client does it: POST /graphql with
 * `Accept: text/event-stream` and the bearer token in `Authorization`.
 */
export async function subscribeOverSse(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; language?: string } = {},
): Promise<SseSubscription> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const waiting: ((message: SseMessage | Error) => void)[] = [];
  let failure: Error | undefined;
  const deliver = (message: SseMessage | Error) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else if (message instanceof Error) failure = message;
    else messages.push(message);
  };

  const reader = response.body!.getReader();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message = parseBlock(block);
        if (message) deliver(message);
      }
    }
    deliver(new Error('the stream ended'));
  })().catch((error: Error) => deliver(abort.signal.aborted ? new Error('closed') : error));

  const next = (timeoutMs = 5000) =>
    new Promise<SseMessage>((resolve, reject) => {
      const queued = messages.shift();
      if (queued) return resolve(queued);
      if (failure) return reject(failure);
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(settle), 1);
        reject(new Error(`no SSE message within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = (message: SseMessage | Error) => {
        clearTimeout(timer);
        if (message instanceof Error) reject(message);
        else resolve(message);
      };
      waiting.push(settle);
    });

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    async nextResult(timeoutMs) {
      const message = await next(timeoutMs);
      if (message.event !== 'next') throw new Error(`expected an SSE "next" message, got ${JSON.stringify(message)}`);
      return JSON.parse(message.data);
    },
    async close() {
      abort.abort();
      // Cancelling the reader too: an abort alone can leave a pending read unsettled in undici.
      await reader.cancel().catch(() => undefined);
      await reading;
    },
  };
}

function parseBlock(block: string): SseMessage | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return event === 'message' && data.length === 0 ? undefined : { event, data: data.join('\n') };
}

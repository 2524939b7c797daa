/** A GraphQL subscription over Server-Sent Events, as the apps' `connectLive` opens it, for tests on the built server. */
export interface SseStream {
  /** Every `next` result received so far, parsed. */
  results: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] }[];
  /** Resolves when the server ends the stream (or it is closed). */
  ended: Promise<void>;
  close(): Promise<void>;
}

export async function openSse(
  url: string,
  query: string,
  variables: object,
  token: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const results: SseStream['results'] = [];
  const reader = response.body!.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        // `event: next` then `data: …`; comments (keep-alive pings) and `complete` carry no result.
        if (lines.includes('event: next'))
          results.push(
            JSON.parse(
              lines
                .filter((line) => line.startsWith('data:'))
                .map((line) => line.slice(5).trim())
                .join('\n'),
            ),
          );
      }
    }
  })().catch(() => undefined);
  return {
    results,
    ended,
    async close() {
      abort.abort();
      await reader.cancel().catch(() => undefined);
      await ended;
    },
  };
}

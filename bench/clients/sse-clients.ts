/**
 * Live fan-out clients, run as a child process (several of them at once) with an IPC channel:
 *   parent → { kind: 'open', targets, eventId, subscribers: [{ playerId, token }] }
 *   child  → { kind: 'opened', ok, failed }    once every subscription has answered
 *   child  → { kind: 'received', count }       as PAIRINGS_POSTED messages arrive (throttled)
 *   parent → { kind: 'report' } → child → { kind: 'report', deliveries: [{ receivedAt, at }],
 *                                            matchUpdates: { [playerId]: matchId[] } }
 * Each subscription is one HTTP connection: POST /graphql, Accept: text/event-stream, the
 * player's own bearer token, as a fetch-based browser client would send it.
 */
import http from 'node:http';

const QUERY = 'subscription($e: ID!) { eventUpdates(eventId: $e) { kind roundNumber matchId at } }';
const OPENING_AT_ONCE = 100;

interface Subscriber {
  playerId: string;
  token: string;
}

const requests: http.ClientRequest[] = [];
const deliveries: { receivedAt: number; at: string }[] = [];
/** The matches each player was told about (result storms: only their own should come). */
const matchUpdates: Record<string, string[]> = {};
let lastCountSent = 0;

function open(target: string, eventId: string, subscriber: Subscriber): Promise<boolean> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ query: QUERY, variables: { e: eventId } });
    const request = http.request(`${target}/graphql`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${subscriber.token}`,
      },
    });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return resolve(false);
      }
      resolve(true);
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (!block.includes('event: next') || !data) continue;
          const update = JSON.parse(data).data?.eventUpdates;
          if (update?.matchId) (matchUpdates[subscriber.playerId] ??= []).push(update.matchId);
          if (update?.kind === 'PAIRINGS_POSTED') {
            deliveries.push({ receivedAt: Date.now(), at: update.at });
            if (deliveries.length - lastCountSent >= 250) {
              lastCountSent = deliveries.length;
              process.send!({ kind: 'received', count: deliveries.length });
            }
          }
        }
      });
      response.on('error', () => undefined);
    });
    request.on('error', () => resolve(false));
    request.end(body);
    requests.push(request);
  });
}

process.on('message', async (message: any) => {
  if (message.kind === 'open') {
    const { targets, eventId, subscribers } = message as { targets: string[]; eventId: string; subscribers: Subscriber[] };
    let ok = 0;
    let failed = 0;
    for (let start = 0; start < subscribers.length; start += OPENING_AT_ONCE) {
      const batch = subscribers.slice(start, start + OPENING_AT_ONCE);
      const results = await Promise.all(batch.map((subscriber, i) => open(targets[(start + i) % targets.length], eventId, subscriber)));
      ok += results.filter(Boolean).length;
      failed += results.filter((result) => !result).length;
    }
    process.send!({ kind: 'opened', ok, failed });
  } else if (message.kind === 'report') {
    process.send!({ kind: 'report', deliveries, matchUpdates });
  } else if (message.kind === 'close') {
    for (const request of requests) request.destroy();
    setTimeout(() => process.exit(0), 200);
  }
});

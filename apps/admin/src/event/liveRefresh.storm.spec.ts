import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { coalescedRefresh, touches } from './liveRefresh';

/**
 * Requests per report at a round end with three staff laptops open on the event (as
 * `useEventLive` wires them), replayed on react-query's own client: the reports of 1,000 matches
 * (one MATCH_REPORTED, then one MATCH_CONFIRMED each) arriving at 600 a second, the storm's rate
 * (docs/BENCHMARKS.md), each refetch answered after 50 ms. The figure is printed (BENCHMARKS.md,
 * "Issue 28 part 4").
 */
const LAPTOPS = 3;
// 2,000 reports of a 5,000-table round's 10,000, at its rate (a few seconds of it: per report, the same figure).
const MATCHES = 1000;
const REPORTS_PER_SECOND = 600;
const ANSWER_MS = 50;
// What a laptop has open at a round end: the event shell, the results page, standings, judge calls.
const OPEN = [
  ['taikai', 'EventDetail', { id: 'e1' }, 'en'],
  ['taikai', 'EventRounds', { eventId: 'e1' }, 'en'],
  ['taikai', 'Matches', { eventId: 'e1' }, 'en'],
  ['taikai', 'Standings', { eventId: 'e1' }, 'en'],
  ['taikai', 'JudgeCalls', { eventId: 'e1' }, 'en'],
  ['players', 'getList', { filter: { eventId: 'e1' } }],
];

type OnUpdate = (client: QueryClient) => { update(kind: string): void; stop(): void };

/** Before: every update invalidates what it touches at once (a refetch on its way is cancelled and sent again). */
const eachUpdate: OnUpdate = (client) => ({
  update: (kind) => void client.invalidateQueries({ predicate: (query) => touches(kind, query.queryKey) }),
  stop: () => undefined,
});
const coalesced: OnUpdate = (client) =>
  coalescedRefresh((predicate) => void client.invalidateQueries({ predicate }, { cancelRefetch: false }));

async function requestsPerReport(onUpdate: OnUpdate): Promise<number> {
  let requests = 0;
  const laptops = Array.from({ length: LAPTOPS }, () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const unsubscribe = OPEN.map((queryKey) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          requests++;
          return new Promise((resolve) => setTimeout(() => resolve({}), ANSWER_MS));
        },
      }).subscribe(() => undefined),
    );
    return { client, unsubscribe, refresh: onUpdate(client) };
  });
  await jest.advanceTimersByTimeAsync(ANSWER_MS);
  requests = 0;
  const kinds = Array.from({ length: MATCHES }, () => ['MATCH_REPORTED', 'MATCH_CONFIRMED']).flat();
  // Ten at a time, every 1/60 s: the same rate, in fewer steps of the clock.
  for (let i = 0; i < kinds.length; i += 10) {
    for (const kind of kinds.slice(i, i + 10)) for (const laptop of laptops) laptop.refresh.update(kind);
    await jest.advanceTimersByTimeAsync((10 * 1000) / REPORTS_PER_SECOND);
  }
  await jest.advanceTimersByTimeAsync(2000);
  for (const laptop of laptops) {
    laptop.refresh.stop();
    laptop.unsubscribe.forEach((stop) => stop());
    laptop.client.clear();
  }
  return requests / kinds.length;
}

describe('the staff dashboard at a round end', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refetches each open list at most about once a second, not once per report', async () => {
    const before = await requestsPerReport(eachUpdate);
    const after = await requestsPerReport(coalesced);
    console.log(`three staff laptops, ${MATCHES * 2} reports: ${before.toFixed(2)} requests per report before, ${after.toFixed(3)} after`);
    // Each laptop's 5 lists the reports touch, once a second of the storm, and once more at the end.
    const seconds = (MATCHES * 2) / REPORTS_PER_SECOND;
    expect(after * MATCHES * 2).toBeLessThanOrEqual(LAPTOPS * 5 * (Math.ceil(seconds) + 1));
    expect(before).toBeGreaterThan(10 * after);
  }, 120_000);

  it('the last update of a burst is not lost: it is refreshed at the end of the interval', async () => {
    const invalidated: string[][] = [];
    const refresh = coalescedRefresh((predicate) =>
      invalidated.push(OPEN.filter((queryKey) => predicate({ queryKey } as never)).map((key) => String(key[1]))),
    );
    refresh.update('MATCH_REPORTED');
    refresh.update('MATCH_REPORTED');
    refresh.update('JUDGE_CALLED');
    expect(invalidated).toEqual([['EventRounds', 'Matches']]);
    await jest.advanceTimersByTimeAsync(999);
    expect(invalidated).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(invalidated).toEqual([
      ['EventRounds', 'Matches'],
      ['EventRounds', 'Matches', 'JudgeCalls'],
    ]);
    refresh.stop();
  });
});

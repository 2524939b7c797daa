/**
 * Issue 28, part 2: how long a change committed on the venue takes to be visible on the hosted
 * copy (a staff result on the venue, from its request sent, the hosted `match` polled every 10 ms:
 * an upper bound, the commit is inside the request), for a 32- and a
 * 256-player event with 3 rounds played; and a round-end storm (every open match's result at once)
 * until the hosted copy has them all. The venue on its default, the embedded PostgreSQL; the
 * hosted Taikai on the external one; both on this machine (loopback uplink).
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, latestRoundMatches, loadAverage, seedEvent, seedHistory, staffLogin, startApi, until } from '@taikai/testkit';
import type { Row } from './lib/report';

const SAMPLES = Number(process.env.BENCH_PUBLISH_SAMPLES ?? 15);
const TARGET_MS = 2000;
const RECORD = 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1, draws: 0 }) { id } }';
const MATCH = 'query($m: ID!) { match(id: $m) { status } }';

export async function benchPublish(): Promise<Row[]> {
  const [venueStore, hostedStore] = await Promise.all([createStore('embedded'), createStore('postgres')]);
  const [venue, hosted] = await Promise.all([startApi(venueStore.env), startApi(hostedStore.env)]);
  const rows: Row[] = [];
  try {
    const [venueToken, hostedToken] = await Promise.all([staffLogin(venue.url), staffLogin(hosted.url)]);
    const organizationOf = async (url: string, token: string) =>
      (await gql(url, '{ organizations { id } }', {}, token)).organizations[0].id;
    const hostedOrganization = await organizationOf(hosted.url, hostedToken);
    const venueOrganization = await organizationOf(venue.url, venueToken);
    const { token } = (
      await gql(
        hosted.url,
        'mutation($o: ID!) { createPublishToken(organizationId: $o, name: "bench") { token } }',
        { o: hostedOrganization },
        hostedToken,
      )
    ).createPublishToken;
    for (const players of [32, 256]) {
      const event = await seedEvent(venueStore.url(), players, `Publish ${players}`);
      await seedHistory(venueStore.url(), event, 3);
      const open = await latestRoundMatches(venueStore.url(), event.eventId);
      // The link (again) pushes every event: the copy starts in step.
      await gql(
        venue.url,
        'mutation($o: ID!, $u: String!, $t: String!) { setPublishLink(organizationId: $o, url: $u, token: $t) { url } }',
        { o: venueOrganization, u: hosted.url, t: token },
        venueToken,
      );
      const visible = async (matchId: string) => {
        const answer = await fetch(`${hosted.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${hostedToken}` },
          body: JSON.stringify({ query: MATCH, variables: { m: matchId } }),
        }).then((response) => response.json());
        return answer.data?.match.status === 'FINAL';
      };
      await until(
        'the first push',
        async () =>
          !!(await gql(hosted.url, 'query($e: ID!) { event(id: $e) { id } }', { e: event.eventId }, hostedToken).catch(() => null)),
        60_000,
      );
      const lags: number[] = [];
      const samples = Math.min(SAMPLES, Math.floor(open.length / 2));
      for (const match of open.slice(0, samples)) {
        const committed = performance.now();
        await gql(venue.url, RECORD, { m: match.id }, venueToken);
        await until('the result on the hosted copy', () => visible(match.id), 30_000, 10);
        lags.push(performance.now() - committed);
      }
      const sorted = [...lags].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      const worst = sorted.at(-1)!;
      console.log(`publish lag, ${players} players: ${sorted.map((ms) => ms.toFixed(0)).join(', ')} ms`);
      rows.push({
        benchmark: `Publish lag, ${players} players, 3 rounds (one result sent to the venue → visible on the hosted copy)`,
        result: `median ${median.toFixed(0)} ms, max ${worst.toFixed(0)} ms (${lags.length} results)`,
        target: `≤ ${TARGET_MS} ms`,
        met: worst <= TARGET_MS,
        load: loadAverage(),
      });
      // The round end: every other open result at once; the time until the hosted copy has the last one.
      const rest = open.slice(samples);
      const started = performance.now();
      await Promise.all(rest.map((match) => gql(venue.url, RECORD, { m: match.id }, venueToken)));
      const committed = performance.now();
      await until(
        'the storm on the hosted copy',
        async () => (await Promise.all(rest.map((match) => visible(match.id)))).every(Boolean),
        60_000,
        10,
      );
      const caughtUp = performance.now() - committed;
      console.log(
        `publish storm, ${players} players: ${rest.length} results in ${(committed - started).toFixed(0)} ms, hosted ${caughtUp.toFixed(0)} ms after the last`,
      );
      rows.push({
        benchmark: `Publish lag after a round-end storm, ${players} players (${rest.length} results at once; from the last commit)`,
        result: `${caughtUp.toFixed(0)} ms (the storm took ${(committed - started).toFixed(0)} ms on the venue)`,
        target: `≤ ${TARGET_MS} ms`,
        met: caughtUp <= TARGET_MS,
        load: loadAverage(),
      });
    }
  } finally {
    await Promise.all([venue.stop(), hosted.stop()]);
    await Promise.all([venueStore.drop(), hostedStore.drop()]);
  }
  return rows;
}

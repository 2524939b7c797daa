import { ApiProcess, gql, latestRoundMatches, playerToken, post, SeededEvent } from '@taikai/testkit';

export const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id status } }';

export interface ReportJob {
  matchId: string;
  playerId: string;
  token: string;
  requestKey: string;
  score: { player1Wins: number; player2Wins: number; draws: number };
}

/** Pairs and publishes round 1 of a seeded event; one report job per player of a real match. */
export async function roundOneJobs(api: ApiProcess, database: string, event: SeededEvent, staff: string): Promise<ReportJob[]> {
  const round = (await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: event.eventId }, staff)).pairNextRound;
  await gql(api.url, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
  const matches = await latestRoundMatches(database, event.eventId);
  const jobs: ReportJob[] = [];
  for (const [i, match] of matches.entries()) {
    const score = i % 2 ? { player1Wins: 2, player2Wins: 1, draws: 0 } : { player1Wins: 0, player2Wins: 2, draws: 0 };
    for (const playerId of [match.player1Id, match.player2Id]) {
      jobs.push({ matchId: match.id, playerId, token: await playerToken(playerId, event.eventId), requestKey: `rel-${playerId}`, score });
    }
  }
  return jobs;
}

/** Sends one report; true only when acknowledged (HTTP 200 with data and no errors). */
export async function sendReport(
  url: string,
  job: ReportJob,
  timeoutMs = 15000,
): Promise<{ acked: boolean; error?: string; code?: string }> {
  try {
    const { status, body } = await post(
      url,
      JSON.stringify({ query: REPORT, variables: { m: job.matchId, i: { ...job.score, drop: false, requestKey: job.requestKey } } }),
      job.token,
      timeoutMs,
    );
    const acked = status === 200 && !body.errors && !!body.data?.reportResult;
    return acked
      ? { acked }
      : { acked, error: `HTTP ${status} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`, code: body.errors?.[0]?.extensions?.code };
  } catch (error) {
    return { acked: false, error: (error as Error).message };
  }
}

/** Runs `jobs` with `concurrency` in flight until done or `stop()` returns true. */
export async function runJobs<T>(jobs: T[], concurrency: number, work: (job: T) => Promise<void>, stop: () => boolean = () => false) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length && !stop()) await work(jobs[next++]);
    }),
  );
}

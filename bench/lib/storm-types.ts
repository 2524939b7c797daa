/** What the storm load generator (clients/storm-client.js) reads and writes. */
export interface StormJob {
  matchId: string;
  playerId: string;
  token: string;
  score: { player1Wins: number; player2Wins: number; draws: number };
  requestKey: string;
}

export interface StormOutcome {
  /** Index into jobs. */
  job: number;
  ms: number;
  status: number;
  /** HTTP 200 with data.reportResult and no errors. */
  ok: boolean;
  error?: string;
  /** When the answer arrived (ms since the run started). */
  at: number;
}

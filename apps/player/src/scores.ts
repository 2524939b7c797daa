import { type PlayoffDrawPolicy, validatePlayoffResult, validateResult, winsNeeded } from '@taikai/engine';

/**
 * Legal match scores for a best-of-N, from the reporting player's side ("I won 2-1"), and their
 * translation to the match's orientation (player1Wins / player2Wins).
 */
export interface OwnScore {
  mine: number;
  theirs: number;
  draws: number;
}

export interface MatchScore {
  player1Wins: number;
  player2Wins: number;
  draws: number;
}

export type ScoreKind = 'win' | 'loss' | 'draw' | 'id';

export function kindOf(score: OwnScore, bestOf: number): ScoreKind {
  if (score.mine > score.theirs) return 'win';
  if (score.mine < score.theirs) return 'loss';
  return score.mine === 0 && score.draws === bestOf ? 'id' : 'draw';
}

export function scoreText(score: OwnScore): string {
  return score.draws ? `${score.mine}-${score.theirs}-${score.draws}` : `${score.mine}-${score.theirs}`;
}

/**
 * Whether the engine accepts the score (the server checks it again with the same rule). In a
 * playoff `drawPolicy` is the organizer's, where the game lets a game be drawn (FFTCG 3.3); null:
 * playoffs never end in a draw (MTR 2.5).
 */
export function isLegalScore(score: OwnScore, bestOf: number, playoff = false, drawPolicy: PlayoffDrawPolicy | null = null): boolean {
  const asMatch = toMatchScore(score, true);
  return (playoff ? validatePlayoffResult(asMatch, bestOf, drawPolicy ?? 'NEVER') : validateResult(asMatch, bestOf)).ok;
}

/**
 * The buttons, in three groups: wins (full, then unfinished at time), losses (mirrored), draws
 * (level game wins with and without a drawn game, then the intentional draw 0-0-N): the common
 * scores, each one the engine accepts. Playoff matches need a winner: no draws, unless the game
 * lets a game be drawn (FFTCG 3.3) and the organizer's policy says: PLAY_ANOTHER_GAME adds wins
 * after a drawn game (1-0-1), HIGHER_SEED_ADVANCES the drawn results.
 */
export function scoreOptions(
  bestOf: number,
  playoff = false,
  drawPolicy: PlayoffDrawPolicy | null = null,
): { wins: OwnScore[]; losses: OwnScore[]; draws: OwnScore[] } {
  const needed = winsNeeded(bestOf);
  const wins: OwnScore[] = [];
  for (let theirs = 0; theirs < needed; theirs++) wins.push({ mine: needed, theirs, draws: 0 });
  for (let mine = needed - 1; mine >= 1; mine--) for (let theirs = 0; theirs < mine; theirs++) wins.push({ mine, theirs, draws: 0 });
  if (playoff && drawPolicy === 'PLAY_ANOTHER_GAME') {
    for (let theirs = 0; theirs < needed; theirs++) wins.push({ mine: needed, theirs, draws: 1 });
  }
  const losses = wins.map((s) => ({ mine: s.theirs, theirs: s.mine, draws: s.draws }));
  const draws: OwnScore[] = [];
  if (playoff && drawPolicy === 'HIGHER_SEED_ADVANCES') {
    draws.push({ mine: 0, theirs: 0, draws: 1 });
    for (let k = 1; k < needed; k++) draws.push({ mine: k, theirs: k, draws: 0 }, { mine: k, theirs: k, draws: 1 });
  }
  if (!playoff) {
    for (let k = 1; k < needed; k++) draws.push({ mine: k, theirs: k, draws: 0 }, { mine: k, theirs: k, draws: 1 });
    draws.push({ mine: 0, theirs: 0, draws: bestOf });
  }
  const legal = (score: OwnScore) => isLegalScore(score, bestOf, playoff, drawPolicy);
  return { wins: wins.filter(legal), losses: losses.filter(legal), draws: draws.filter(legal) };
}

/**
 * Bounds of the "another score" steppers, for the rare slips the buttons leave out (2-0-1, 1-0-2,
 * 0-0-1…): nobody wins more games than the match needs, at most N games are drawn. Whether a
 * score within them could happen is the server's to say, in the player's language.
 */
export function otherScoreLimits(bestOf: number): OwnScore {
  return { mine: winsNeeded(bestOf), theirs: winsNeeded(bestOf), draws: bestOf };
}

/** My side of the score → the match's orientation. */
export function toMatchScore(score: OwnScore, iAmPlayer1: boolean): MatchScore {
  return iAmPlayer1
    ? { player1Wins: score.mine, player2Wins: score.theirs, draws: score.draws }
    : { player1Wins: score.theirs, player2Wins: score.mine, draws: score.draws };
}

/** The match's orientation → my side. */
export function toOwnScore(score: MatchScore, iAmPlayer1: boolean): OwnScore {
  return iAmPlayer1
    ? { mine: score.player1Wins, theirs: score.player2Wins, draws: score.draws }
    : { mine: score.player2Wins, theirs: score.player1Wins, draws: score.draws };
}

export const sameScore = (a: OwnScore, b: OwnScore) => a.mine === b.mine && a.theirs === b.theirs && a.draws === b.draws;

const sameMatchScore = (a: MatchScore, b: MatchScore) =>
  a.player1Wins === b.player1Wins && a.player2Wins === b.player2Wins && a.draws === b.draws;

/**
 * A final match whose score is not what both players' latest reports say: staff decided it
 * (a dispute settled by a judge, or a slip entered at the desk). Reports come oldest first.
 */
export function decidedByStaff(
  match: MatchScore & {
    status: string;
    player1Id: string;
    player2Id: string | null;
    reports: readonly (MatchScore & { playerId: string })[];
  },
): boolean {
  if (match.status !== 'FINAL' || match.player2Id === null) return false;
  const latest = (playerId: string) => match.reports.filter((report) => report.playerId === playerId).at(-1);
  return [match.player1Id, match.player2Id].some((playerId) => {
    const report = latest(playerId);
    return !report || !sameMatchScore(report, match);
  });
}

/** A key chosen once per report attempt and reused on retries, so a retry is stored once. */
export function newRequestKey(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

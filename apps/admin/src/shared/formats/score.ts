export interface Score {
  player1Wins: number;
  player2Wins: number;
  draws: number;
}

/**
 * Reads what a scorekeeper types: "2-1", "2 1 0", "2-1-1", "0-0-3", "2:0", "21", "210",
 * full-width digits from a Japanese IME ("２－１") included. Games: player 1, player 2, draws.
 */
export function parseScore(text: string): Score | null {
  const clean = text
    .normalize('NFKC')
    .trim()
    .replace(/[‐‑‒–—―−ー]/g, '-');
  if (!clean) return null;
  let parts: string[];
  if (/^\d{2,3}$/.test(clean)) parts = clean.split('');
  else if (/^\d+(\s*[-:/,.\s]\s*\d+){1,2}$/.test(clean)) parts = clean.split(/\s*[-:/,.\s]\s*/);
  else return null;
  const [a, b, c = '0'] = parts.map((part) => part.trim());
  const numbers = [a, b, c].map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 0 || n > 9)) return null;
  return { player1Wins: numbers[0], player2Wins: numbers[1], draws: numbers[2] };
}

export function formatScore(score: Score): string {
  return score.draws ? `${score.player1Wins}-${score.player2Wins}-${score.draws}` : `${score.player1Wins}-${score.player2Wins}`;
}

/** A table number typed at the desk ("12", "１２", "T12", "#12"). */
export function parseTable(text: string): number | null {
  const clean = text
    .normalize('NFKC')
    .trim()
    .replace(/^(t|table|#|卓)\s*/i, '');
  if (!/^\d{1,4}$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 ? n : null;
}

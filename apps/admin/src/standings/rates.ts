/**
 * A tiebreaker rate to four decimals, floored (never rounded up: 0.66666… is 0.6666),
 * from the exact fraction the API sends ("37/60"); the float is the fallback.
 */
export function formatRate(exact: string | null | undefined, fallback: number): string {
  const match = /^(\d+)\/(\d+)$/.exec(exact ?? '');
  if (match && BigInt(match[2]) > 0n) {
    const scaled = (BigInt(match[1]) * 10000n) / BigInt(match[2]);
    const whole = scaled / 10000n;
    const fraction = (scaled % 10000n).toString().padStart(4, '0');
    return `${whole}.${fraction}`;
  }
  const integerMatch = /^(\d+)$/.exec(exact ?? '');
  if (integerMatch) return `${integerMatch[1]}.0000`;
  return (Math.floor(fallback * 10000) / 10000).toFixed(4);
}

/** "3-1-0" (wins-losses-draws). */
export function record(row: { wins: number; losses: number; draws: number }): string {
  return `${row.wins}-${row.losses}-${row.draws}`;
}

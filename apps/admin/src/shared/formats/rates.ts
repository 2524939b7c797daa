/**
 * A tiebreaker rate as a percentage to two decimals, floored (never rounded up: 2/3 is 66.66%),
 * as Melee publishes it, from the exact fraction the API sends ("37/60"); the float is the fallback.
 */
export function formatRate(exact: string | null | undefined, fallback: number): string {
  const fraction = /^(\d+)(?:\/(\d+))?$/.exec(exact ?? '');
  const basisPoints =
    fraction && BigInt(fraction[2] ?? 1) > 0n
      ? (BigInt(fraction[1]) * 10000n) / BigInt(fraction[2] ?? 1)
      : BigInt(Math.floor(fallback * 10000 + 1e-9));
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}%`;
}

/** "3-1-0" (wins-losses-draws). */
export function record(row: { wins: number; losses: number; draws: number }): string {
  return `${row.wins}-${row.losses}-${row.draws}`;
}

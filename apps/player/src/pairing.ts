import { playerName } from '@taikai/client';

/** A paired player as pairing lists show them: "佐藤 葵 (6)", with the player ID when the name is shared. */
export function withPoints(player: { name: string; matchPoints: number; distinguishingId?: string | null }): string {
  return `${playerName(player)} (${player.matchPoints})`;
}

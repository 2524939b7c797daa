import { forgottenPersonCode, type NamedPlayer, playerName } from '@taikai/client';

/** A name with a forgotten person's anonymous name ("Forgotten player 7F3A") in the staff's language. */
export function shownName(name: string, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const code = forgottenPersonCode(name);
  return code ? translate('taikai.person_records.forgotten_name', { code }) : name;
}

/** `playerName` (the name, and the player ID when the name is shared) with a forgotten person's name in the staff's language. */
export function shownPlayerName(player: NamedPlayer, translate: (key: string, options?: Record<string, unknown>) => string): string {
  return playerName({ ...player, name: shownName(player.name, translate) });
}

/** `rowPlayerName` (a penalty's, a call's, a decklist's player) with a forgotten person's name in the staff's language. */
export function shownRowPlayerName(
  row: { readonly playerName: string; readonly distinguishingId?: string | null },
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  return shownPlayerName({ name: row.playerName, distinguishingId: row.distinguishingId }, translate);
}

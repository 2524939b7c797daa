/** A player as any list names them: the name, and the player ID the server gives when the name is shared. */
export interface NamedPlayer {
  readonly name: string;
  readonly distinguishingId?: string | null;
}

/**
 * A name as every list, print and screen shows it: "佐藤 葵 [1234567]" when another player of the
 * event has the same name (the server says which: `distinguishingId`), else just the name.
 */
export const playerName = (player: NamedPlayer): string =>
  player.distinguishingId ? `${player.name} [${player.distinguishingId}]` : player.name;

/** A row that names its player (a penalty, a judge call, a decklist, a deck check): shown as playerName() shows a player. */
export const rowPlayerName = (row: { readonly playerName: string; readonly distinguishingId?: string | null }): string =>
  playerName({ name: row.playerName, distinguishingId: row.distinguishingId });

/** The one form the API stores for a forgotten person's name, in every language: apps word it in theirs. */
const FORGOTTEN = /^Forgotten player ([0-9A-F]{4})$/;

/** "7F3A" for the anonymous name "Forgotten player 7F3A" a forgotten person's rows keep; null for any other name. */
export const forgottenPersonCode = (name: string): string | null => FORGOTTEN.exec(name)?.[1] ?? null;

import { invalidInput } from '../errors/app-error';
import type { PlayerInput } from './player.model';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed registration fields; throws the first problem as a translated INVALID_INPUT. */
export function cleanPlayerInput(input: PlayerInput, creating: boolean): PlayerInput {
  const clean: PlayerInput = { ...input };
  if (creating || input.name !== undefined) {
    clean.name = input.name?.normalize('NFC').trim() ?? '';
    if (!clean.name) throw invalidInput('name', 'required');
    if (clean.name.length > 100) throw invalidInput('name', 'tooLong');
  }
  if (input.externalId !== undefined) {
    clean.externalId = input.externalId?.trim() || null;
    if (clean.externalId && clean.externalId.length > 64) throw invalidInput('externalId', 'tooLong');
  }
  if (input.email !== undefined) {
    clean.email = input.email?.trim() || null;
    if (clean.email && !EMAIL.test(clean.email)) throw invalidInput('email', 'malformed');
    if (clean.email && clean.email.length > 254) throw invalidInput('email', 'tooLong');
  }
  if (input.awardedByes !== undefined && (!Number.isInteger(input.awardedByes) || input.awardedByes < 0 || input.awardedByes > 3)) {
    throw invalidInput('awardedByes', 'outOfRange');
  }
  if (input.pod !== undefined) {
    clean.pod = input.pod?.trim() || null;
    if (clean.pod && clean.pod.length > 50) throw invalidInput('pod', 'tooLong');
  }
  if (input.fixedTable != null && (input.fixedTable < 1 || input.fixedTable > 10000)) throw invalidInput('fixedTable', 'outOfRange');
  return clean;
}

/** Names compared as people read them: case, width and spacing aside ("佐藤　葵" is "佐藤 葵"). */
export const sameNameKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The ID shown beside a name another player shares: the player ID, else the end of the internal id. */
export const distinguishingIdOf = (player: { id: string; externalId: string | null }): string => player.externalId ?? player.id.slice(-6);

/** Players whose name another player of the event shares, by the ID that tells them apart. */
export function distinguishingIds(players: readonly { id: string; name: string; externalId: string | null }[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const player of players) count.set(sameNameKey(player.name), (count.get(sameNameKey(player.name)) ?? 0) + 1);
  return new Map(players.filter((player) => count.get(sameNameKey(player.name))! > 1).map((player) => [player.id, distinguishingIdOf(player)]));
}

import { AppError, invalidInput } from '../../platform/errors';
import type { PlayerInput } from './player.model';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_LENGTH = 100;

/** Trimmed registration fields, and every problem they have (INVALID_INPUT each). */
export function checkPlayerInput(input: PlayerInput, creating: boolean): { clean: PlayerInput; problems: AppError[] } {
  const clean: PlayerInput = { ...input };
  const problems: AppError[] = [];
  if (creating || input.name !== undefined) {
    clean.name = input.name?.normalize('NFC').trim() ?? '';
    if (!clean.name) problems.push(invalidInput('name', 'required'));
    if (clean.name.length > NAME_LENGTH) problems.push(invalidInput('name', 'tooLong'));
  }
  if (input.nameReading !== undefined) {
    // NFKC: the half-width kana of older registration sheets (ｻﾄｳ) become the usual サトウ.
    clean.nameReading = input.nameReading?.normalize('NFKC').replace(/\s+/g, ' ').trim() || null;
    if (clean.nameReading && clean.nameReading.length > NAME_LENGTH) problems.push(invalidInput('nameReading', 'tooLong'));
  }
  if (input.deckName !== undefined) {
    clean.deckName = input.deckName?.normalize('NFC').trim() || null;
    if (clean.deckName && clean.deckName.length > NAME_LENGTH) problems.push(invalidInput('deckName', 'tooLong'));
  }
  if (input.externalId !== undefined) {
    clean.externalId = input.externalId?.trim() || null;
    if (clean.externalId && clean.externalId.length > 64) problems.push(invalidInput('externalId', 'tooLong'));
  }
  if (input.email !== undefined) {
    clean.email = input.email?.trim() || null;
    if (clean.email && !EMAIL.test(clean.email)) problems.push(invalidInput('email', 'malformed'));
    else if (clean.email && clean.email.length > 254) problems.push(invalidInput('email', 'tooLong'));
  }
  if (input.awardedByes !== undefined && (!Number.isInteger(input.awardedByes) || input.awardedByes < 0 || input.awardedByes > 3)) {
    problems.push(invalidInput('awardedByes', 'outOfRange'));
  }
  if (input.pod !== undefined) {
    clean.pod = input.pod?.trim() || null;
    if (clean.pod && clean.pod.length > 50) problems.push(invalidInput('pod', 'tooLong'));
  }
  if (input.fixedTable != null && (input.fixedTable < 1 || input.fixedTable > 10000))
    problems.push(invalidInput('fixedTable', 'outOfRange'));
  return { clean, problems };
}

/** Trimmed registration fields; throws the first problem as a translated INVALID_INPUT. */
export function cleanPlayerInput(input: PlayerInput, creating: boolean): PlayerInput {
  const { clean, problems } = checkPlayerInput(input, creating);
  if (problems.length) throw problems[0];
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
  return new Map(
    players.filter((player) => count.get(sameNameKey(player.name))! > 1).map((player) => [player.id, distinguishingIdOf(player)]),
  );
}

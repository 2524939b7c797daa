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

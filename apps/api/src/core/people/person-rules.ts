import { invalidInput } from '../../platform/errors';
import type { Identifier, PersonFields } from './people.repository';
import type { PersonInput } from './person.model';
import { identifierForm } from './person-search';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_LENGTH = 100;
const NOTES_LENGTH = 2000;
/** WIZARDS, POKEMON, BANDAI, KONAMI, SQUARE_ENIX, or another publisher's name in the same form. */
const KIND = /^[A-Z][A-Z0-9_]{0,29}$/;

const optional = (text: string | null | undefined, normalize: 'NFC' | 'NFKC' = 'NFC') =>
  text?.normalize(normalize).replace(/\s+/g, ' ').trim() || null;

/**
 * The person's fields after `input` (what it leaves out stays as `before` has it), trimmed and
 * checked: the first problem is thrown as a translated INVALID_INPUT.
 */
export function personFields(input: PersonInput, before: PersonFields | null): PersonFields {
  const fields: PersonFields = before
    ? { name: before.name, nameReading: before.nameReading, displayName: before.displayName, email: before.email, notes: before.notes }
    : { name: '', nameReading: null, displayName: null, email: null, notes: null };
  if (input.name !== undefined || !before) fields.name = optional(input.name) ?? '';
  if (input.nameReading !== undefined) fields.nameReading = optional(input.nameReading, 'NFKC');
  if (input.displayName !== undefined) fields.displayName = optional(input.displayName);
  if (input.email !== undefined) fields.email = input.email?.trim() || null;
  if (input.notes !== undefined) fields.notes = input.notes?.normalize('NFC').trim() || null;
  if (!fields.name) throw invalidInput('name', 'required');
  for (const field of ['name', 'nameReading', 'displayName'] as const) {
    if ((fields[field]?.length ?? 0) > NAME_LENGTH) throw invalidInput(field, 'tooLong');
  }
  if (fields.email && (!EMAIL.test(fields.email) || fields.email.length > 254)) throw invalidInput('email', 'malformed');
  if ((fields.notes?.length ?? 0) > NOTES_LENGTH) throw invalidInput('notes', 'tooLong');
  return fields;
}

/** The player IDs of an input, in their stored form; one value of one kind once. */
export function personIdentifiers(identifiers: PersonInput['identifiers']): Identifier[] {
  const seen = new Set<string>();
  return (identifiers ?? []).flatMap(({ kind, value }) => {
    const clean = { kind: identifierForm(kind).replace(/[\s-]+/g, '_'), value: identifierForm(value) };
    if (!KIND.test(clean.kind)) throw invalidInput('kind', 'malformed');
    if (!clean.value) throw invalidInput('value', 'required');
    if (clean.value.length > 64) throw invalidInput('value', 'tooLong');
    const key = `${clean.kind}\n${clean.value}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [clean];
  });
}

/**
 * The drop reason of a registration dropped at round 1's pairing for not checking in (written by
 * core/players' `dropNoShows`): the person's history and the directory count these as no-shows.
 */
export const NO_SHOW_DROP_REASON = 'no-show';

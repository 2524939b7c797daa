import type { PairingNoteFieldsFragment } from '../generated/graphql';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A pairing explanation or warning in the UI language (the API's message is English). */
export function noteText(note: PairingNoteFieldsFragment, names: ReadonlyMap<string, string>, translate: Translate, locale: string): string {
  if (locale === 'en') return note.message;
  const players = note.playerIds.map((id) => names.get(id) ?? id).join('、');
  return translate(`taikai.notes.${note.code}`, { players, _: note.message });
}

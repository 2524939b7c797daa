import type { PairingNoteFieldsFragment } from '../generated/graphql';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A pairing explanation or warning in the UI language (the API's message is English). */
export function noteText(note: PairingNoteFieldsFragment, names: ReadonlyMap<string, string>, translate: Translate, locale: string): string {
  if (locale === 'en') return note.message;
  const nameOf = (id: string | undefined) => (id ? (names.get(id) ?? id) : '');
  if (note.code === 'PAIRED_DOWN' && note.fromPoints != null && note.toPoints != null) {
    const [player, opponent] = note.playerIds;
    const from = note.fromPoints;
    const to = note.toPoints;
    return [
      translate('taikai.notes.PAIRED_DOWN_TO', { player: nameOf(player), opponent: nameOf(opponent), from, to }),
      translate(note.reason === 'ODD_GROUP' ? 'taikai.notes.PAIRED_DOWN_ODD_GROUP' : 'taikai.notes.PAIRED_DOWN_REMATCH', { from }),
      ...(note.passedOver?.length ? [translate('taikai.notes.PAIRED_DOWN_PASSED_OVER', { points: note.passedOver.join('・') })] : []),
    ].join('');
  }
  const players = note.playerIds.map(nameOf).join('、');
  return translate(`taikai.notes.${note.code}`, { players, _: note.message });
}

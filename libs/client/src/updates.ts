/** The parts of a page's data that live updates refresh. */
export type DataPart = 'event' | 'matches' | 'state' | 'standings' | 'bracket' | 'announcements' | 'penalties' | 'judgeCalls' | 'decklist';
export const ALL_PARTS: DataPart[] = [
  'event',
  'matches',
  'state',
  'standings',
  'bracket',
  'announcements',
  'penalties',
  'judgeCalls',
  'decklist',
];

/** What to refetch for each kind of live update (`EventUpdate.kind`); nothing for a kind it does not know. */
export function partsFor(kind: string): DataPart[] {
  switch (kind) {
    case 'PAIRINGS_POSTED':
      // Publishing round 1 can lock the decklists.
      return ['event', 'matches', 'bracket', 'state', 'decklist'];
    case 'MATCH_REPORTED':
    case 'MATCH_CONFIRMED':
    case 'MATCH_DISPUTED':
    case 'RESULT_RECORDED':
      // A top cut result can end a player's event.
      return ['matches', 'bracket', 'state'];
    case 'CLOCK_CHANGED':
      // Starting round 1's clock can lock the decklists.
      return ['event', 'matches', 'decklist'];
    case 'STANDINGS_PUBLISHED':
      return ['standings', 'event', 'state'];
    case 'PLAYER_CHANGED':
      return ['matches', 'state'];
    case 'MATCH_MOVED':
      // The match's table was taken out of use: its new hall table.
      return ['matches'];
    case 'JUDGE_CALLED':
      return ['judgeCalls'];
    case 'ANNOUNCEMENT_PUBLISHED':
      return ['announcements'];
    case 'DECKLISTS_CHANGED':
      return ['decklist'];
    case 'EVENT_CHANGED':
      // The organizer changed the event's settings (its name, its public page).
      return ['event'];
    case 'PENALTY_CHANGED':
      // A penalty can change a match's result or add time to it.
      return ['penalties', 'matches', 'event', 'state'];
    default:
      return [];
  }
}

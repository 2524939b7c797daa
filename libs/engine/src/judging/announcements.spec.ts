import { AnnouncementFacts, composeAnnouncement } from './announcements';

const FULL: AnnouncementFacts = {
  eventName: 'Taikai Open',
  playerCount: 37,
  swissRounds: 6,
  topCut: 8,
  roundMinutes: 50,
  extraTurns: 5,
  rel: 'COMPETITIVE',
  headJudge: 'Sato',
  judges: ['Kim', ' ', 'Lee'],
  decklistsCollected: true,
  prizes: ' Booster box for the winner. ',
  venueNotes: 'No food at the play tables.',
  formatName: 'Modern',
};
const MINIMAL: AnnouncementFacts = { eventName: 'Friday Draft', playerCount: 8, swissRounds: 3, topCut: 0, roundMinutes: 45, extraTurns: 5, rel: 'REGULAR' };
const codesOf = (facts: AnnouncementFacts) => composeAnnouncement(facts).sections.map((section) => [section.part, ...section.sentences.map((s) => s.code)]);

describe('composeAnnouncement', () => {
  it('has all ten parts in template order, as codes with the event’s facts', () => {
    expect(codesOf(FULL)).toEqual([
      [1, 'GREETING'], [2, 'JUDGES'], [3, 'DECKLISTS'], [4, 'FORMAT', 'PLAYERS', 'TOP_CUT'], [5, 'PRIZES'],
      [6, 'TIME'], [7, 'REMINDERS', 'REL'], [8, 'CALL_JUDGE'], [9, 'VENUE'], [10, 'CLOSING'],
    ]);
    const sentences = composeAnnouncement(FULL).sections.flatMap((section) => section.sentences);
    expect(sentences).toContainEqual({ code: 'JUDGES', headJudge: 'Sato', judges: ['Kim', 'Lee'] });
    expect(sentences).toContainEqual({ code: 'PLAYERS', players: 37, rounds: 6 });
    expect(sentences).toContainEqual({ code: 'PRIZES', text: 'Booster box for the winner.' });
    expect(sentences).toContainEqual({ code: 'TIME', minutes: 50, extraTurns: 5 });
    expect(composeAnnouncement(FULL).sections.some((section) => section.needsInput)).toBe(false);
  });

  it('leaves out decklists when not collected, and marks what the head judge must fill in', () => {
    expect(codesOf(MINIMAL)).toEqual([
      [1, 'GREETING'], [2, 'JUDGES_MISSING'], [4, 'PLAYERS', 'TOP_CUT'], [5, 'PRIZES_MISSING'],
      [6, 'TIME'], [7, 'REMINDERS', 'REL'], [8, 'CALL_JUDGE'], [9, 'VENUE_MISSING'], [10, 'CLOSING'],
    ]);
    const blank = { ...MINIMAL, prizes: '  ', venueNotes: '', headJudge: ' ', judges: [' '] };
    expect(composeAnnouncement(blank).sections.filter((section) => section.needsInput).map((section) => section.part)).toEqual([2, 5, 9]);
  });

  it('rejects impossible facts as bugs', () => {
    expect(() => composeAnnouncement({ ...FULL, playerCount: 0 })).toThrow(RangeError);
    expect(() => composeAnnouncement({ ...FULL, swissRounds: 2.5 })).toThrow(RangeError);
    expect(() => composeAnnouncement({ ...FULL, extraTurns: -1 })).toThrow(RangeError);
  });
});

import { FINAL_FANTASY_TCG, MAGIC } from '../profiles';
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
  decklists: { from: 'SWISS', submitter: 'STAFF' },
  prizes: { en: ' Booster box for the winner. ', ja: '  ' },
  venueNotes: { en: 'No food at the play tables.' },
  formatType: 'CONSTRUCTED',
  formatName: 'Modern',
  remindTriggers: true,
};
const MINIMAL: AnnouncementFacts = {
  eventName: 'Friday Draft',
  playerCount: 8,
  swissRounds: 3,
  topCut: 0,
  roundMinutes: 45,
  extraTurns: 5,
  rel: 'REGULAR',
};
const codesOf = (facts: AnnouncementFacts) =>
  composeAnnouncement(facts).sections.map((section) => [section.part, ...section.sentences.map((s) => s.code)]);

describe('composeAnnouncement (head-judge announcement template, 【アナウンスの例】 1–10)', () => {
  it('has all ten parts in template order, as codes with the event’s facts', () => {
    expect(codesOf(FULL)).toEqual([
      [1, 'GREETING'],
      [2, 'JUDGES'],
      [3, 'DECKLISTS_COLLECTED'],
      [4, 'FORMAT', 'PLAYERS', 'TOP_CUT'],
      [5, 'PRIZES'],
      [6, 'TIME', 'PLAYOFF_NO_DRAWS'],
      [7, 'COMMUNICATION', 'SHUFFLING', 'SLOW_PLAY', 'REL', 'TRIGGERS'],
      [8, 'CALL_JUDGE'],
      [9, 'VENUE'],
      [10, 'CLOSING'],
    ]);
    const sentences = composeAnnouncement(FULL).sections.flatMap((section) => section.sentences);
    expect(sentences).toContainEqual({ code: 'JUDGES', headJudge: 'Sato', judges: ['Kim', 'Lee'] });
    expect(sentences).toContainEqual({ code: 'PLAYERS', players: 37, rounds: 6 });
    // Each language's text trimmed; a blank one is no text.
    expect(sentences).toContainEqual({ code: 'PRIZES', text: { en: 'Booster box for the winner.' } });
    expect(sentences).toContainEqual({ code: 'TIME', minutes: 50, extraTurns: 5 });
    expect(sentences).toContainEqual({ code: 'FORMAT', formatType: 'CONSTRUCTED', name: 'Modern' });
    expect(sentences).toContainEqual({ code: 'VENUE', text: { en: 'No food at the play tables.' } });
    expect(composeAnnouncement(FULL).sections.some((section) => section.needsInput)).toBe(false);
  });

  it('part 3 mentions decklists only when they are collected (MTR 2.7), and says how', () => {
    const part3 = (facts: AnnouncementFacts) =>
      composeAnnouncement(facts)
        .sections.find((section) => section.part === 3)
        ?.sentences.map((s) => s.code);
    expect(part3(MINIMAL)).toBeUndefined();
    expect(part3({ ...MINIMAL, decklists: { from: 'SWISS', submitter: 'STAFF' } })).toEqual(['DECKLISTS_COLLECTED']);
    expect(part3({ ...MINIMAL, decklists: { from: 'SWISS', submitter: 'PLAYER' } })).toEqual(['DECKLISTS_ON_PHONES']);
    expect(part3({ ...MINIMAL, decklists: { from: 'TOP_CUT', submitter: 'PLAYER' } })).toEqual(['DECKLISTS_TOP_CUT']);
  });

  it('part 6 is the end-of-round procedure of MTR 2.5: the extra turns (3 in team formats), then a draw, and no draws in a playoff', () => {
    const part6 = (facts: AnnouncementFacts) => composeAnnouncement(facts).sections.find((section) => section.part === 6)?.sentences;
    expect(part6(MINIMAL)).toEqual([{ code: 'TIME', minutes: 45, extraTurns: 5 }]);
    expect(part6({ ...MINIMAL, extraTurns: 3, topCut: 4 })).toEqual([
      { code: 'TIME', minutes: 45, extraTurns: 3 },
      { code: 'PLAYOFF_NO_DRAWS' },
    ]);
  });

  it('part 7 reminds of clear communication, thorough shuffling and slow play, then the REL', () => {
    const part7 = composeAnnouncement(MINIMAL).sections.find((section) => section.part === 7)!.sentences;
    expect(part7).toEqual([{ code: 'COMMUNICATION' }, { code: 'SHUFFLING' }, { code: 'SLOW_PLAY' }, { code: 'REL', rel: 'REGULAR' }]);
  });

  it('reminds of triggers only at Competitive or Professional REL, and only when the catalog penalises missed triggers (IPG 2.1)', () => {
    const part7 = (facts: AnnouncementFacts) =>
      composeAnnouncement(facts)
        .sections.find((section) => section.part === 7)!
        .sentences.map((s) => s.code);
    expect(part7(FULL)).toContain('TRIGGERS');
    expect(part7({ ...FULL, rel: 'REGULAR' })).not.toContain('TRIGGERS');
    expect(part7({ ...FULL, remindTriggers: false })).not.toContain('TRIGGERS');
  });

  describe('FFTCG: no Magic rules, the end of round left to the organizer', () => {
    const FFTCG: AnnouncementFacts = {
      ...MINIMAL,
      rel: 'COMPETITIVE',
      topCut: 4,
      extraTurns: null,
      playoffDraws: 'PLAY_ANOTHER_GAME',
      losingDamage: FINAL_FANTASY_TCG.losingDamage,
    };
    const part = (facts: AnnouncementFacts, n: number) =>
      composeAnnouncement(facts).sections.find((section) => section.part === n)!.sentences;

    it('part 6: the organizer announces the end-of-round procedure, and a drawn playoff game follows the organizer’s policy', () => {
      expect(part(FFTCG, 6)).toEqual([
        { code: 'TIME_ORGANIZER_PROCEDURE', minutes: 45 },
        { code: 'PLAYOFF_DRAW_POLICY', policy: 'PLAY_ANOTHER_GAME' },
      ]);
      expect(part({ ...FFTCG, playoffDraws: 'HIGHER_SEED_ADVANCES' }, 6)[1]).toEqual({
        code: 'PLAYOFF_DRAW_POLICY',
        policy: 'HIGHER_SEED_ADVANCES',
      });
    });

    // FFTCG 3.1.1 (fftcg-rules-ja.txt:56 「7 点のダメージ」, 「6 点のダメージ」 in limited).
    it('part 7: a player loses at 7 damage, 6 in limited (rule 3.1.1), and no trigger reminder', () => {
      expect(part(FFTCG, 7)).toEqual([
        { code: 'COMMUNICATION' },
        { code: 'SHUFFLING' },
        { code: 'SLOW_PLAY' },
        { code: 'LOSING_DAMAGE', damage: 7, limitedDamage: 6 },
        { code: 'REL', rel: 'COMPETITIVE' },
      ]);
      expect(part({ ...FFTCG, formatType: 'CONSTRUCTED' }, 7)[3]).toEqual({ code: 'LOSING_DAMAGE', damage: 7, limitedDamage: null });
      expect(part({ ...FFTCG, formatType: 'DRAFT' }, 7)[3]).toEqual({ code: 'LOSING_DAMAGE', damage: 6, limitedDamage: null });
    });

    it('the profile says so: no extra turns, drawn playoff games by organizer policy, losing damage 7/6', () => {
      expect(FINAL_FANTASY_TCG).toMatchObject({
        extraTurnsAtTime: null,
        playoffDraws: 'ORGANIZER_POLICY',
        losingDamage: { constructed: 7, limited: 6 },
      });
      expect(MAGIC.playoffDraws ?? 'NEVER').toBe('NEVER');
    });
  });

  it('leaves out decklists and the format when not known, and marks what the head judge must fill in', () => {
    expect(codesOf(MINIMAL)).toEqual([
      [1, 'GREETING'],
      [2, 'JUDGES_MISSING'],
      [4, 'PLAYERS', 'TOP_CUT'],
      [5, 'PRIZES_MISSING'],
      [6, 'TIME'],
      [7, 'COMMUNICATION', 'SHUFFLING', 'SLOW_PLAY', 'REL'],
      [8, 'CALL_JUDGE'],
      [9, 'VENUE_MISSING'],
      [10, 'CLOSING'],
    ]);
    const blank = { ...MINIMAL, prizes: { en: '  ', ja: ' ' }, venueNotes: { ja: '' }, headJudge: ' ', judges: [' '] };
    expect(
      composeAnnouncement(blank)
        .sections.filter((section) => section.needsInput)
        .map((section) => section.part),
    ).toEqual([2, 5, 9]);
  });

  it('rejects impossible facts as bugs', () => {
    expect(() => composeAnnouncement({ ...FULL, playerCount: -1 })).toThrow(RangeError);
    expect(() => composeAnnouncement({ ...FULL, swissRounds: 2.5 })).toThrow(RangeError);
    expect(() => composeAnnouncement({ ...FULL, extraTurns: -1 })).toThrow(RangeError);
  });
});

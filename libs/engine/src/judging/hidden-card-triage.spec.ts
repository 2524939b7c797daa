import { findInfraction, MAGIC_IPG } from './catalogs';
import { HIDDEN_CARD_CASES, HiddenCardCase, walkHiddenCardTriage } from './hidden-card-triage';

// The chart's triage: judge-handbook-ja.txt:19853-19899 「非公開カードに関する誤り？」; IPG 2.2-2.5.
describe('walkHiddenCardTriage', () => {
  it('starts with the cards seen but not joined to a set', () => {
    expect(walkHiddenCardTriage({})).toEqual({ questions: ['SEEN_NOT_JOINED'], suggestion: null });
  });

  it('cards seen, unknown to both, in no hidden set yet: Looking at Extra Cards (:19854-19857; IPG 2.3 :18268)', () => {
    expect(walkHiddenCardTriage({ seenNotJoined: true }).suggestion).toMatchObject({ infraction: 'GPE-LEC', section: '2.2' });
  });

  it('public before or after, or derived from a publicly fixable error: Game Rule Violation, fix the origin (:19859-19864; :18290)', () => {
    expect(walkHiddenCardTriage({ seenNotJoined: false, publicOrDerived: true }).suggestion).toMatchObject({
      infraction: 'GPE-GRV',
      fixOriginalError: true,
    });
  });

  it('before the game began: Mulligan Procedure Error (:19866-19869; IPG 2.4)', () => {
    expect(walkHiddenCardTriage({ seenNotJoined: false, publicOrDerived: false, beforeGame: true }).suggestion).toMatchObject({
      infraction: 'GPE-MPE',
    });
  });

  const hce = { seenNotJoined: false, publicOrDerived: false, beforeGame: false };

  it('anything else: Hidden Card Error, a Warning (:19871)', () => {
    const walk = walkHiddenCardTriage(hce);
    expect(walk.suggestion).toEqual({ infraction: 'GPE-HCE', section: '2.3', variant: null, remedies: [], fixOriginalError: false });
    expect(walk.questions).toEqual(['SEEN_NOT_JOINED', 'PUBLIC_OR_DERIVED', 'BEFORE_GAME', 'FACE_DOWN_WITHOUT_MORPH', 'FIX_CASE']);
  });

  it('a face-down card without morph: Game Loss variant (:19873; IPG 2.3 :18328 「変異能力を持たない」)', () => {
    expect(walkHiddenCardTriage({ ...hce, faceDownWithoutMorph: true }).suggestion).toBeNull();
    expect(walkHiddenCardTriage({ ...hce, faceDownWithoutMorph: true, morphExceptionApplies: false }).suggestion?.variant).toBe(
      'FACE_DOWN_WITHOUT_MORPH',
    );
  });

  it('…but not when a morph card was in hand, nothing unknown joined it and they noticed it themselves (:19874; :18330)', () => {
    expect(walkHiddenCardTriage({ ...hce, faceDownWithoutMorph: true, morphExceptionApplies: true }).suggestion?.variant).toBeNull();
  });

  it.each<[HiddenCardCase, boolean, readonly string[], string]>([
    ['MOVED_TO_KNOWN_PLACE', false, ['SIMPLE_BACKUP'], ':19878 simple backup'],
    ['SET_GONE', false, [], ':19881 nothing more'],
    ['JOINED_TOO_EARLY', false, ['CARD_RETURNED_BY_OPPONENT'], ':19883 the opponent picks'],
    ['NOT_REVEALED', false, ['CARD_RETURNED_BY_OPPONENT'], ':19889 the opponent picks'],
    ['TOO_MANY', true, ['CARD_RETURNED_BY_OPPONENT', 'LIBRARY_SHUFFLED'], ':19893-19896 unknown to the owner: shuffled'],
    ['TOO_MANY', false, ['CARD_RETURNED_BY_OPPONENT'], ':19896 known: put back'],
  ])('fix %s (to an unknown library: %s) → %j (%s)', (fixCase, excessToUnknownLibrary, remedies) => {
    expect(walkHiddenCardTriage({ ...hce, fixCase, excessToUnknownLibrary }).suggestion?.remedies).toEqual(remedies);
  });

  it('suggests only infractions, variants and remedies of the IPG catalog', () => {
    const hceEntry = findInfraction(MAGIC_IPG, 'GPE-HCE')!;
    expect(hceEntry.variants.map((v) => v.id)).toContain('FACE_DOWN_WITHOUT_MORPH');
    for (const fixCase of HIDDEN_CARD_CASES)
      for (const remedy of walkHiddenCardTriage({ ...hce, fixCase, excessToUnknownLibrary: true }).suggestion!.remedies)
        expect(hceEntry.remedies).toContain(remedy);
    for (const answers of [{ seenNotJoined: true }, { seenNotJoined: false, publicOrDerived: true }, { ...hce, beforeGame: true }]) {
      const suggestion = walkHiddenCardTriage(answers).suggestion!;
      const entry = findInfraction(MAGIC_IPG, suggestion.infraction)!;
      expect(entry.section).toBe(suggestion.section);
      for (const remedy of suggestion.remedies) expect(entry.remedies).toContain(remedy);
    }
  });
});

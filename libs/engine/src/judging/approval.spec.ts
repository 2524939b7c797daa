import { comparePenalties, isOnLadder, requiresHeadJudgeApproval } from './approval';
import { MAGIC_IPG, MAGIC_REGULAR, Penalty, POKEMON } from './catalogs';

describe('requiresHeadJudgeApproval (IPG 1.2)', () => {
  const cases: [string, Penalty, boolean][] = [
    ['GPE-GRV', 'WARNING', false],
    ['GPE-GRV', 'GAME_LOSS', true],
    ['TE-SP', 'GAME_LOSS', true],
    ['TE-OA', 'MATCH_LOSS', true],
    ['USC-MINOR', 'WARNING', false],
    ['USC-CHEAT', 'DISQUALIFICATION', true],
    ['GPE-MT', 'NONE', false],
    // The two exceptions: floor judges give these Game Losses themselves.
    ['TE-TARDY', 'WARNING', false],
    ['TE-TARDY', 'GAME_LOSS', false],
    ['TE-TARDY', 'MATCH_LOSS', false],
    ['TE-DLP', 'GAME_LOSS', false],
    ['TE-DP', 'GAME_LOSS', true],
    // An unknown code gets no exemption.
    ['TE-UNKNOWN', 'GAME_LOSS', true],
    ['TE-UNKNOWN', 'WARNING', false],
  ];
  it.each(cases)('%s with %s: %p', (code, penalty, expected) => {
    expect(requiresHeadJudgeApproval(MAGIC_IPG, code, penalty)).toBe(expected);
  });

  it('applies the same threshold at Regular REL, Tardiness exempt', () => {
    expect(requiresHeadJudgeApproval(MAGIC_REGULAR, 'REG-SP', 'NONE')).toBe(false);
    expect(requiresHeadJudgeApproval(MAGIC_REGULAR, 'REG-SP', 'GAME_LOSS')).toBe(true);
    expect(requiresHeadJudgeApproval(MAGIC_REGULAR, 'REG-CHEAT', 'DISQUALIFICATION')).toBe(true);
    expect(requiresHeadJudgeApproval(MAGIC_REGULAR, 'REG-TARDY', 'MATCH_LOSS')).toBe(false);
  });

  it('lets floor judges give Prize Losses in the Pokémon catalog', () => {
    expect(requiresHeadJudgeApproval(POKEMON, 'PKM-PE-MAJOR', 'PRIZE_LOSS')).toBe(false);
    expect(requiresHeadJudgeApproval(POKEMON, 'PKM-DECK', 'GAME_LOSS')).toBe(true);
  });

  it('treats a penalty the catalog does not use as a bug', () => {
    expect(() => requiresHeadJudgeApproval(MAGIC_IPG, 'GPE-GRV', 'PRIZE_LOSS')).toThrow(RangeError);
  });
});

describe('comparePenalties', () => {
  const ipg: [Penalty, Penalty, number][] = [
    ['WARNING', 'GAME_LOSS', -1],
    ['GAME_LOSS', 'MATCH_LOSS', -1],
    ['MATCH_LOSS', 'DISQUALIFICATION', -1],
    ['NONE', 'WARNING', -1],
    ['DISQUALIFICATION', 'WARNING', 1],
    ['GAME_LOSS', 'GAME_LOSS', 0],
  ];
  it.each(ipg)('IPG: %s vs %s', (a, b, sign) => expect(Math.sign(comparePenalties(MAGIC_IPG, a, b))).toBe(sign));

  it('follows each catalog’s own ladder', () => {
    expect(Math.sign(comparePenalties(POKEMON, 'CAUTION', 'WARNING'))).toBe(-1);
    expect(Math.sign(comparePenalties(POKEMON, 'PRIZE_LOSS', 'WARNING'))).toBe(1);
    expect(Math.sign(comparePenalties(POKEMON, 'PRIZE_LOSS', 'GAME_LOSS'))).toBe(-1);
    expect(Math.sign(comparePenalties(MAGIC_REGULAR, 'NONE', 'GAME_LOSS'))).toBe(-1);
  });

  it('knows which penalties are on a ladder', () => {
    expect(isOnLadder(MAGIC_IPG, 'WARNING')).toBe(true);
    expect(isOnLadder(MAGIC_REGULAR, 'WARNING')).toBe(false);
    expect(isOnLadder(POKEMON, 'NONE')).toBe(false);
    expect(isOnLadder(MAGIC_IPG, 'warning')).toBe(false);
  });
});

import { en } from '../../app/i18n/en';
import { ja } from '../../app/i18n/ja';
import { asksMatchState, emptyPlacement, offersTarget, placementInput } from './penaltyPlacement';

describe('where a penalty lands, as the infraction form asks it', () => {
  it('IPG 1.1: asks where the match stands for a Game Loss and above only', () => {
    expect(['WARNING', 'NONE', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'].map(asksMatchState)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('IPG 4.1 (judge-handbook-ja.txt:18880), 4.2 (:18917): offers this match or the next only at the end of a game or match', () => {
    const at = (matchState: '' | 'IN_GAME' | 'BETWEEN_GAMES' | 'MATCH_OVER', bothPlayers = false) => ({ matchState, bothPlayers });
    expect(offersTarget('GAME_LOSS', at('BETWEEN_GAMES'))).toBe(true);
    expect(offersTarget('MATCH_LOSS', at('MATCH_OVER'))).toBe(true);
    expect(offersTarget('GAME_LOSS', at('IN_GAME'))).toBe(false);
    expect(offersTarget('GAME_LOSS', at(''))).toBe(false);
    expect(offersTarget('DISQUALIFICATION', at('MATCH_OVER'))).toBe(false);
    // IPG 4.3 example A: a ruling for both players lands on their match.
    expect(offersTarget('MATCH_LOSS', at('MATCH_OVER', true))).toBe(false);
  });

  it('sends only the answers that apply to the chosen penalty', () => {
    const answered = { bothPlayers: false, matchState: 'IN_GAME', appliesTo: 'NEXT', relatedToId: 'p1' } as const;
    expect(placementInput('GAME_LOSS', answered)).toEqual({ bothPlayers: null, matchState: 'IN_GAME', appliesTo: null, relatedToId: 'p1' });
    expect(placementInput('WARNING', { ...answered, matchState: 'MATCH_OVER' })).toEqual({
      bothPlayers: null,
      matchState: null,
      appliesTo: null,
      relatedToId: 'p1',
    });
    expect(placementInput('MATCH_LOSS', { ...answered, matchState: 'MATCH_OVER' })).toMatchObject({ appliesTo: 'NEXT' });
    expect(placementInput('MATCH_LOSS', { ...emptyPlacement, bothPlayers: true, relatedToId: 'p1' })).toEqual({
      bothPlayers: true,
      matchState: null,
      appliesTo: null,
      relatedToId: null,
    });
  });

  it('words every new label in English and Japanese', () => {
    const keys = Object.keys(en.taikai.placement);
    expect(Object.keys(ja.taikai.placement).sort()).toEqual(keys.sort());
    for (const key of keys) expect((ja.taikai.placement as Record<string, string>)[key]).toBeTruthy();
  });
});

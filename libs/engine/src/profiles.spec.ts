import { FINAL_FANTASY_TCG, findProfile, MAGIC, POKEMON_STYLE, PROFILES } from './profiles';
import { rational } from './rational';
import { winsNeeded } from './results';

describe('profiles', () => {
  it('encodes the Magic Tournament Rules', () => {
    // MTR appendix C: 3/1/0 per match and per game; bye = 2-0; 0.33 floor taken as exactly 1/3.
    expect(MAGIC.points).toEqual({ matchWin: 3, matchDraw: 1, matchLoss: 0, gameWin: 3, gameDraw: 1, gameLoss: 0 });
    expect(MAGIC.percentageFloor).toEqual(rational(1, 3));
    expect(MAGIC.byeGamesWon).toBe(2);
    // MTR 3.1 order, 2.1 best of three, 2.5 five extra turns, appendix B time limits.
    expect(MAGIC.tiebreakers).toEqual(['matchPoints', 'omw', 'gw', 'ogw']);
    expect(MAGIC.bestOf).toBe(3);
    expect(MAGIC.extraTurnsAtTime).toBe(5);
    // IPG 3.3: 2 more per Slow Play; MTR 2.6: a deck check gives its time plus 3 minutes.
    expect(MAGIC.slowPlayExtraTurns).toBe(2);
    expect(MAGIC.deckCheckExtraMinutes).toBe(3);
    expect(MAGIC.timeLimits).toEqual({ minimumRoundMinutes: 40, roundMinutes: 50, playoffRoundMinutes: 90, finalMinutes: null });
  });

  it('has a one-game FFTCG profile without game-based tiebreakers', () => {
    expect(FINAL_FANTASY_TCG.bestOf).toBe(1);
    expect(FINAL_FANTASY_TCG.byeGamesWon).toBe(1);
    expect(FINAL_FANTASY_TCG.tiebreakers).not.toContain('gw');
    expect(FINAL_FANTASY_TCG.tiebreakers).not.toContain('ogw');
  });

  it('has a Pokémon-style profile: resistance by wins with a 25% floor', () => {
    expect(POKEMON_STYLE.points.matchWin).toBe(3);
    expect(POKEMON_STYLE.points.matchDraw).toBe(1);
    expect(POKEMON_STYLE.winRateBasis).toBe('wins');
    expect(POKEMON_STYLE.percentageFloor).toEqual(rational(1, 4));
    expect(POKEMON_STYLE.tiebreakers.slice(0, 2)).toEqual(['matchPoints', 'omw']);
  });

  it.each(PROFILES.map((p) => [p.id, p] as const))('%s is consistent', (_, profile) => {
    expect(findProfile(profile.id)).toBe(profile);
    expect(() => winsNeeded(profile.bestOf)).not.toThrow();
    expect(() => winsNeeded(profile.playoffBestOf)).not.toThrow();
    expect(profile.tiebreakers[0]).toBe('matchPoints');
    expect(new Set(profile.tiebreakers).size).toBe(profile.tiebreakers.length);
    expect(profile.points.matchWin).toBeGreaterThan(profile.points.matchDraw);
    expect(profile.points.matchDraw).toBeGreaterThanOrEqual(profile.points.matchLoss);
    expect(profile.byeGamesWon).toBe(winsNeeded(profile.bestOf));
  });

  it('has unique ids and finds nothing for an unknown id', () => {
    expect(new Set(PROFILES.map((p) => p.id)).size).toBe(PROFILES.length);
    expect(findProfile('chess')).toBeUndefined();
  });
});

import { decidedByStaff, isLegalScore, kindOf, otherScoreLimits, scoreOptions, scoreText, toMatchScore, toOwnScore } from './scores';

const texts = (list: { mine: number; theirs: number; draws: number }[]) => list.map(scoreText);

describe('score buttons', () => {
  it('offers the legal best-of-3 scores from the player’s side', () => {
    const options = scoreOptions(3);
    expect(texts(options.wins)).toEqual(['2-0', '2-1', '1-0']);
    expect(texts(options.losses)).toEqual(['0-2', '1-2', '0-1']);
    expect(texts(options.draws)).toEqual(['1-1', '1-1-1', '0-0-3']);
    expect(kindOf({ mine: 0, theirs: 0, draws: 3 }, 3)).toBe('id');
    expect(kindOf({ mine: 1, theirs: 1, draws: 1 }, 3)).toBe('draw');
  });

  it('has no draws in a playoff and fits best of 1 and 5', () => {
    expect(scoreOptions(3, true).draws).toEqual([]);
    expect(texts(scoreOptions(1).wins)).toEqual(['1-0']);
    expect(texts(scoreOptions(1).draws)).toEqual(['0-0-1']);
    expect(texts(scoreOptions(5).wins)).toEqual(['3-0', '3-1', '3-2', '2-0', '2-1', '1-0']);
  });

  it('offers only scores the engine accepts', () => {
    for (const bestOf of [1, 3, 5]) {
      for (const playoff of [false, true]) {
        const { wins, losses, draws } = scoreOptions(bestOf, playoff);
        for (const score of [...wins, ...losses, ...draws]) expect(isLegalScore(score, bestOf, playoff)).toBe(true);
      }
    }
    expect(isLegalScore({ mine: 2, theirs: 2, draws: 0 }, 3)).toBe(false);
    expect(isLegalScore({ mine: 1, theirs: 1, draws: 0 }, 3, true)).toBe(false);
  });

  // FFTCG 3.3 (fftcg-rules-ja.txt:64): a drawn game; the organizer's policy says what follows.
  it('FFTCG 3.3: a best-of-one playoff offers the organizer’s drawn-game results, Magic’s none', () => {
    expect(scoreOptions(1, true).draws).toEqual([]);
    const another = scoreOptions(1, true, 'PLAY_ANOTHER_GAME');
    expect(texts(another.wins)).toEqual(['1-0', '1-0-1']);
    expect(texts(another.losses)).toEqual(['0-1', '0-1-1']);
    expect(another.draws).toEqual([]);
    expect(texts(scoreOptions(1, true, 'HIGHER_SEED_ADVANCES').draws)).toEqual(['0-0-1']);
    expect(isLegalScore({ mine: 0, theirs: 0, draws: 1 }, 1, true, 'HIGHER_SEED_ADVANCES')).toBe(true);
    expect(isLegalScore({ mine: 0, theirs: 0, draws: 1 }, 1, true, 'PLAY_ANOTHER_GAME')).toBe(false);
    for (const policy of ['PLAY_ANOTHER_GAME', 'HIGHER_SEED_ADVANCES'] as const) {
      for (const bestOf of [1, 3]) {
        const { wins, losses, draws } = scoreOptions(bestOf, true, policy);
        for (const score of [...wins, ...losses, ...draws]) expect(isLegalScore(score, bestOf, true, policy)).toBe(true);
      }
    }
  });

  it('bounds the other-score steppers by the games a match can have', () => {
    expect(otherScoreLimits(3)).toEqual({ mine: 2, theirs: 2, draws: 3 });
    expect(otherScoreLimits(5)).toEqual({ mine: 3, theirs: 3, draws: 5 });
    expect(otherScoreLimits(1)).toEqual({ mine: 1, theirs: 1, draws: 1 });
  });

  it('sends the score in the match’s orientation', () => {
    const mine = { mine: 2, theirs: 1, draws: 0 };
    expect(toMatchScore(mine, true)).toEqual({ player1Wins: 2, player2Wins: 1, draws: 0 });
    expect(toMatchScore(mine, false)).toEqual({ player1Wins: 1, player2Wins: 2, draws: 0 });
    expect(toOwnScore(toMatchScore(mine, false), false)).toEqual(mine);
  });
});

describe('decidedByStaff', () => {
  const report = (playerId: string, player1Wins: number, player2Wins: number) => ({ playerId, player1Wins, player2Wins, draws: 0 });
  const match = { status: 'FINAL', player1Id: 'a', player2Id: 'b', player1Wins: 2, player2Wins: 1, draws: 0 };

  it('is false when both players’ latest reports agree with the final score', () => {
    expect(decidedByStaff({ ...match, reports: [report('a', 2, 0), report('a', 2, 1), report('b', 2, 1)] })).toBe(false);
  });

  it('is true for a dispute settled by staff or a result entered without reports', () => {
    expect(decidedByStaff({ ...match, reports: [report('a', 2, 0), report('b', 0, 2)] })).toBe(true);
    expect(decidedByStaff({ ...match, reports: [] })).toBe(true);
    expect(decidedByStaff({ ...match, status: 'DISPUTED', reports: [] })).toBe(false);
  });
});

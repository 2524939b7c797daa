import { isRegularResult, matchOutcome, ResultErrorCode, validatePlayoffResult, validateResult, winsNeeded } from './results';

const score = (player1Wins: number, player2Wins: number, draws = 0) => ({ player1Wins, player2Wins, draws });

describe('winsNeeded', () => {
  it.each([
    [1, 1],
    [3, 2],
    [5, 3],
  ])('best of %i needs %i wins', (bestOf, needed) => expect(winsNeeded(bestOf)).toBe(needed));

  it.each([0, 2, 4, -1, 1.5])('rejects best of %p as a bug', (bestOf) => {
    expect(() => winsNeeded(bestOf)).toThrow(RangeError);
  });
});

describe('validateResult', () => {
  // [player1Wins, player2Wins, draws, outcome]
  const legalBestOfThree: [number, number, number, string][] = [
    [2, 0, 0, 'player1'],
    [2, 1, 0, 'player1'],
    [0, 2, 0, 'player2'],
    [1, 2, 0, 'player2'],
    [1, 0, 0, 'player1'], // time called after game 2 could not start
    [0, 1, 0, 'player2'],
    [1, 1, 0, 'draw'], // time called between games 2 and 3
    [1, 0, 1, 'player1'], // game 2 unfinished at time
    [1, 1, 1, 'draw'],
    [2, 0, 1, 'player1'], // a drawn game does not count toward the two wins
    [2, 1, 1, 'player1'],
    [0, 0, 1, 'draw'], // game 1 unfinished at time
    [0, 0, 2, 'draw'],
    [0, 0, 3, 'draw'], // intentional draw without games (MTR 2.4)
    [0, 2, 3, 'player2'],
  ];
  it.each(legalBestOfThree)('best of 3: %i-%i-%i is legal (%s)', (w1, w2, d, outcome) => {
    expect(validateResult(score(w1, w2, d), 3)).toEqual({ ok: true, value: outcome });
    expect(isRegularResult(score(w1, w2, d), 3)).toBe(true);
  });

  const illegal: [number, number, number, number, ResultErrorCode, string | undefined][] = [
    [3, 0, 0, 3, 'RESULT_TOO_MANY_WINS', 'player1Wins'],
    [0, 3, 0, 3, 'RESULT_TOO_MANY_WINS', 'player2Wins'],
    [3, 2, 0, 3, 'RESULT_TOO_MANY_WINS', 'player1Wins'],
    [2, 2, 0, 3, 'RESULT_BOTH_REACHED_TARGET', undefined],
    [2, 2, 1, 3, 'RESULT_BOTH_REACHED_TARGET', undefined],
    [0, 0, 4, 3, 'RESULT_TOO_MANY_DRAWS', 'draws'],
    [2, 1, 4, 3, 'RESULT_TOO_MANY_DRAWS', 'draws'],
    [0, 0, 0, 3, 'RESULT_NO_GAMES', undefined],
    [-1, 2, 0, 3, 'RESULT_NEGATIVE', 'player1Wins'],
    [2, 0, -1, 3, 'RESULT_NEGATIVE', 'draws'],
    [1.5, 0, 0, 3, 'RESULT_NOT_INTEGER', 'player1Wins'],
    [2, NaN, 0, 3, 'RESULT_NOT_INTEGER', 'player2Wins'],
    [1, 0, Infinity, 3, 'RESULT_NOT_INTEGER', 'draws'],
    [2, 0, 0, 1, 'RESULT_TOO_MANY_WINS', 'player1Wins'],
    [1, 1, 0, 1, 'RESULT_BOTH_REACHED_TARGET', undefined],
    [0, 0, 2, 1, 'RESULT_TOO_MANY_DRAWS', 'draws'],
    [4, 0, 0, 5, 'RESULT_TOO_MANY_WINS', 'player1Wins'],
    [3, 3, 0, 5, 'RESULT_BOTH_REACHED_TARGET', undefined],
  ];
  it.each(illegal)('%i-%i-%i in a best of %i fails with %s', (w1, w2, d, bestOf, code, field) => {
    const checked = validateResult(score(w1, w2, d), bestOf);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error.code).toBe(code);
    expect(checked.error.field).toBe(field);
    expect(isRegularResult(score(w1, w2, d), bestOf)).toBe(false);
  });

  it('reports the win limit with too many wins', () => {
    const checked = validateResult(score(0, 3, 0), 3);
    expect(!checked.ok && checked.error.limit).toBe(2);
  });

  it.each([
    [1, 0, 0, 1, 'player1'],
    [0, 1, 0, 1, 'player2'],
    [0, 0, 1, 1, 'draw'],
    [1, 0, 1, 1, 'player1'],
    [3, 2, 0, 5, 'player1'],
    [2, 2, 1, 5, 'draw'],
    [0, 0, 5, 5, 'draw'],
  ])('%i-%i-%i in a best of %i is legal (%s)', (w1, w2, d, bestOf, outcome) => {
    expect(validateResult(score(w1, w2, d), bestOf)).toEqual({ ok: true, value: outcome });
  });
});

describe('matchOutcome', () => {
  it('decides by game wins, also for irregular records', () => {
    expect(matchOutcome(score(3, 0))).toBe('player1');
    expect(matchOutcome(score(1, 2, 5))).toBe('player2');
    expect(matchOutcome(score(0, 0, 0))).toBe('draw');
  });
});

// FFTCG 3.3 (fftcg-rules-ja.txt:64 「ゲームは引き分けとなる」): a game may be drawn; what the playoff
// does then is the organizer's policy. Magic keeps MTR 2.5 (the default, 'NEVER').
describe('validatePlayoffResult with a game that can be drawn (FFTCG 3.3)', () => {
  it('NEVER (Magic, MTR 2.5) refuses a drawn match; the organizer’s policies record it', () => {
    expect(validatePlayoffResult(score(0, 0, 1), 1)).toMatchObject({ ok: false, error: { code: 'RESULT_PLAYOFF_DRAW' } });
    expect(validatePlayoffResult(score(0, 0, 1), 1, 'NEVER')).toMatchObject({ ok: false, error: { code: 'RESULT_PLAYOFF_DRAW' } });
    expect(validatePlayoffResult(score(0, 0, 1), 1, 'HIGHER_SEED_ADVANCES')).toEqual({ ok: true, value: 'draw' });
    // The match is not over: another game follows.
    expect(validatePlayoffResult(score(0, 0, 1), 1, 'PLAY_ANOTHER_GAME')).toMatchObject({
      ok: false,
      error: { code: 'RESULT_PLAYOFF_PLAY_ANOTHER_GAME' },
    });
    // …and the game after the drawn one decides it.
    expect(validatePlayoffResult(score(0, 1, 1), 1, 'PLAY_ANOTHER_GAME')).toEqual({ ok: true, value: 'player2' });
  });
});

describe('validatePlayoffResult', () => {
  it('accepts a winner', () => {
    expect(validatePlayoffResult(score(2, 1), 3)).toEqual({ ok: true, value: 'player1' });
    expect(validatePlayoffResult(score(0, 1, 1), 3)).toEqual({ ok: true, value: 'player2' });
  });

  it.each([
    [1, 1, 1],
    [0, 0, 3],
    [1, 1, 0],
  ])('rejects the draw %i-%i-%i', (w1, w2, d) => {
    const checked = validatePlayoffResult(score(w1, w2, d), 3);
    expect(!checked.ok && checked.error.code).toBe('RESULT_PLAYOFF_DRAW');
  });

  it('reports an illegal score before the draw rule', () => {
    const checked = validatePlayoffResult(score(2, 2), 3);
    expect(!checked.ok && checked.error.code).toBe('RESULT_BOTH_REACHED_TARGET');
  });
});

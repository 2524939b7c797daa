import { FINAL_FANTASY_TCG, MAGIC, POKEMON_STYLE } from './profiles';
import { beforeExtraTurns, deckCheckExtension, extraTurnsAtTime, roundLengthProblem } from './time';

const MINUTE = 60_000;
const end = 50 * MINUTE;

describe('deck check extension (MTR 2.6, judge-handbook-ja.txt:15684 「…に加えて3分の延長」)', () => {
  it('gives back the time the check took plus 3 minutes', () => {
    expect(deckCheckExtension(MAGIC, 7)).toBe(10);
    expect(deckCheckExtension(MAGIC, 1)).toBe(4);
  });
  it('gives nothing when the check did not stop the match', () => {
    expect(deckCheckExtension(MAGIC, 0)).toBe(0);
  });
  it('gives only the time taken where the profile adds no minutes', () => {
    expect(deckCheckExtension(FINAL_FANTASY_TCG, 7)).toBe(7);
  });
});

describe('extra turns at time (MTR 2.5 :15656, IPG 3.3 :18553, MTR 2.6 :15690)', () => {
  const running = { timeRunsOutAt: end, pausedAt: null };
  it('is 5 with no Slow Play', () => {
    expect(extraTurnsAtTime(MAGIC, running, [])).toBe(5);
  });
  it('adds 2 for each Slow Play penalty logged before time ran out (either player)', () => {
    expect(extraTurnsAtTime(MAGIC, running, [10 * MINUTE])).toBe(7);
    expect(extraTurnsAtTime(MAGIC, running, [10 * MINUTE, 20 * MINUTE])).toBe(9);
  });
  it('adds none for a Slow Play logged once extra turns began (「さらに延長ターンは与えられない」, :18556)', () => {
    expect(extraTurnsAtTime(MAGIC, running, [10 * MINUTE, end, end + MINUTE])).toBe(7);
  });
  it('counts every Slow Play before the clock starts, and one logged while the clock is paused before time', () => {
    expect(extraTurnsAtTime(MAGIC, { timeRunsOutAt: null, pausedAt: null }, [1])).toBe(7);
    expect(beforeExtraTurns({ timeRunsOutAt: end, pausedAt: end - MINUTE }, end + 5 * MINUTE)).toBe(true);
    expect(beforeExtraTurns({ timeRunsOutAt: end, pausedAt: end + MINUTE }, end + 5 * MINUTE)).toBe(false);
  });
  it('is null where the profile plays no extra turns, and adds nothing where it gives none for Slow Play', () => {
    expect(extraTurnsAtTime(FINAL_FANTASY_TCG, running, [MINUTE])).toBeNull();
    expect(extraTurnsAtTime(POKEMON_STYLE, running, [MINUTE])).toBe(3);
  });
});

describe('round length (MTR appendix B, judge-handbook-ja.txt:17517 「40分以上でなければならない」)', () => {
  it('refuses a Magic round under 40 minutes', () => {
    expect(roundLengthProblem(MAGIC, 39)).toEqual({ code: 'ROUND_SHORTER_THAN_MINIMUM', minutes: 39, minimum: 40 });
    expect(roundLengthProblem(MAGIC, 40)).toBeNull();
  });
  it('has nothing to say where the profile sets no minimum', () => {
    expect(roundLengthProblem(FINAL_FANTASY_TCG, 20)).toBeNull();
  });
});

import fc from 'fast-check';
import { validateResult } from '../results';
import {
  applyPenaltiesToScore,
  CurrentMatch,
  currentMatchOf,
  MatchPenalty,
  mostSevereOfLinked,
  penaltyEffect,
  PenaltyEffect,
  targetChoiceAllowed,
} from './effects';
import { findInfraction, MAGIC_IPG, MAGIC_REGULAR, Penalty } from './catalogs';

const score = (player1Wins: number, player2Wins: number, draws = 0) => ({ player1Wins, player2Wins, draws });
const gl = (offender: 'player1' | 'player2', batch: string): MatchPenalty => ({ offender, kind: 'GAME_LOSS', batch });
const ml = (offender: 'player1' | 'player2', batch = 'm'): MatchPenalty => ({ offender, kind: 'MATCH_LOSS', batch });
const dq = (offender: 'player1' | 'player2', batch = 'd'): MatchPenalty => ({ offender, kind: 'DISQUALIFICATION', batch });

describe('penaltyEffect (IPG 1.1)', () => {
  const cases: [Penalty, CurrentMatch, PenaltyEffect][] = [
    ['NONE', 'IN_PROGRESS', { kind: 'NONE' }],
    ['CAUTION', 'IN_PROGRESS', { kind: 'NONE' }],
    ['WARNING', 'IN_PROGRESS', { kind: 'NONE' }],
    ['PRIZE_LOSS', 'IN_PROGRESS', { kind: 'NONE' }],
    // Game Loss: the game in progress, else the next game (this match, or the next one).
    ['GAME_LOSS', 'IN_PROGRESS', { kind: 'GAME_LOSS', target: 'CURRENT', beforeMatchStart: false }],
    ['GAME_LOSS', 'NOT_STARTED', { kind: 'GAME_LOSS', target: 'CURRENT', beforeMatchStart: true }],
    ['GAME_LOSS', 'NONE', { kind: 'GAME_LOSS', target: 'NEXT', beforeMatchStart: true }],
    // Match Loss: the current match, or the next one if the player's match is over.
    ['MATCH_LOSS', 'IN_PROGRESS', { kind: 'MATCH_LOSS', target: 'CURRENT', drops: false }],
    ['MATCH_LOSS', 'NOT_STARTED', { kind: 'MATCH_LOSS', target: 'CURRENT', drops: false }],
    ['MATCH_LOSS', 'NONE', { kind: 'MATCH_LOSS', target: 'NEXT', drops: false }],
    // Disqualification: loses the current match if there is one.
    ['DISQUALIFICATION', 'IN_PROGRESS', { kind: 'DISQUALIFICATION', losesCurrentMatch: true }],
    ['DISQUALIFICATION', 'NOT_STARTED', { kind: 'DISQUALIFICATION', losesCurrentMatch: true }],
    ['DISQUALIFICATION', 'NONE', { kind: 'DISQUALIFICATION', losesCurrentMatch: false }],
  ];
  it.each(cases)('%s with match %s', (penalty, currentMatch, effect) => {
    expect(penaltyEffect(penalty, { currentMatch })).toEqual(effect);
  });
});

describe('penaltyEffect with a variant', () => {
  it('IPG 3.4: a Decklist Problem found outside the match lands at the start of the next match, even mid-match', () => {
    const variant = findInfraction(MAGIC_IPG, 'TE-DLP')!.variants.find((v) => v.id === 'FOUND_OUTSIDE_MATCH');
    for (const currentMatch of ['IN_PROGRESS', 'NOT_STARTED', 'NONE'] as const) {
      expect(penaltyEffect('GAME_LOSS', { currentMatch }, variant)).toEqual({ kind: 'GAME_LOSS', target: 'NEXT', beforeMatchStart: true });
    }
  });

  it('IPG 3.1: Tardiness, not seated 10 minutes into the round, is a Match Loss and drops the player', () => {
    const variant = findInfraction(MAGIC_IPG, 'TE-TARDY')!.variants.find((v) => v.id === 'NOT_SEATED_AFTER_10_MINUTES');
    expect(penaltyEffect(variant!.penalty, { currentMatch: 'NOT_STARTED' }, variant)).toEqual({
      kind: 'MATCH_LOSS',
      target: 'CURRENT',
      drops: true,
    });
  });

  it('JAR Bad behaviour: 10 minutes late at Regular REL forfeits the match and drops the player too', () => {
    const variant = findInfraction(MAGIC_REGULAR, 'REG-TARDY')!.variants[0];
    expect(penaltyEffect(variant.penalty, { currentMatch: 'NOT_STARTED' }, variant)).toMatchObject({ kind: 'MATCH_LOSS', drops: true });
  });
});

describe('applyPenaltiesToScore', () => {
  // [description, played, penalties, bestOf, recorded score, match loss]
  const cases: [string, ReturnType<typeof score>, MatchPenalty[], number, ReturnType<typeof score>, string | null][] = [
    ['no penalties', score(2, 1), [], 3, score(2, 1), null],
    ['Game Loss in game 1', score(0, 0), [gl('player1', 'a')], 3, score(0, 1), null],
    ['Game Loss in game 2 after winning game 1', score(1, 0), [gl('player1', 'a')], 3, score(1, 1), null],
    ['Game Loss decides the match', score(0, 1), [gl('player1', 'a')], 3, score(0, 2), null],
    ['Game Loss, then the offender wins two games', score(2, 0), [gl('player1', 'a')], 3, score(2, 1), null],
    [
      'several Game Losses at once count as one',
      score(0, 0),
      [gl('player2', 'a'), gl('player2', 'a'), gl('player2', 'a')],
      3,
      score(1, 0),
      null,
    ],
    ['Game Losses in separate rulings count separately', score(0, 0), [gl('player2', 'a'), gl('player2', 'b')], 3, score(2, 0), null],
    ['simultaneous Game Losses for both change nothing', score(1, 0), [gl('player1', 'a'), gl('player2', 'a')], 3, score(1, 0), null],
    [
      'simultaneous pair plus a separate one',
      score(0, 0),
      [gl('player1', 'a'), gl('player2', 'a'), gl('player1', 'b')],
      3,
      score(0, 1),
      null,
    ],
    ['Game Losses to each player at different times', score(0, 0), [gl('player1', 'a'), gl('player2', 'b')], 3, score(1, 1), null],
    ['drawn games are kept', score(1, 0, 1), [gl('player2', 'a')], 3, score(2, 0, 1), null],
    // Match Loss / Disqualification: the opponent gets the wins needed, the offender keeps theirs.
    ['Match Loss before any game', score(0, 0), [ml('player1')], 3, score(0, 2), 'player1'],
    ['Match Loss after the offender won game 1', score(1, 0), [ml('player1')], 3, score(1, 2), 'player1'],
    ['Match Loss keeps drawn games', score(1, 1, 1), [ml('player2')], 3, score(2, 1, 1), 'player2'],
    ['Match Loss when the opponent already leads', score(0, 1), [ml('player1')], 3, score(0, 2), 'player1'],
    ['Match Loss in a best of one', score(0, 0), [ml('player2')], 1, score(1, 0), 'player2'],
    ['Match Loss in a best of five', score(2, 1), [ml('player1')], 5, score(2, 3), 'player1'],
    ['Disqualification', score(1, 1), [dq('player2')], 3, score(2, 1), 'player2'],
    ['Disqualification and Match Loss together', score(0, 0), [ml('player1'), dq('player1')], 3, score(0, 2), 'player1'],
    ['Game Loss to the opponent, then a Match Loss', score(0, 0), [gl('player2', 'a'), ml('player1')], 3, score(1, 2), 'player1'],
    ['Match Loss after losing the match', score(0, 2), [ml('player1')], 3, score(0, 2), 'player1'],
    ['both players lose the match', score(1, 0), [ml('player1'), dq('player2')], 3, score(1, 0), 'both'],
  ];
  it.each(cases)('%s', (_description, played, penalties, bestOf, recorded, matchLoss) => {
    const applied = applyPenaltiesToScore(played, penalties, bestOf);
    expect(applied).toEqual({ ok: true, value: expect.objectContaining({ score: recorded, matchLoss }) });
  });

  it('reports what the Game Losses awarded and which were offset', () => {
    const applied = applyPenaltiesToScore(score(0, 0), [gl('player1', 'a'), gl('player2', 'a'), gl('player1', 'b'), gl('player1', 'b')], 3);
    expect(applied).toEqual({
      ok: true,
      value: { score: score(0, 1), matchLoss: null, awardedGames: { player1: 0, player2: 1 }, offsettingBatches: 1, decided: false },
    });
  });

  // [description, played, penalties, bestOf, decided]
  const decisions: [string, ReturnType<typeof score>, MatchPenalty[], number, boolean][] = [
    [
      'IPG 1.1: a second Game Loss in a best of three decides the match 0–2',
      score(0, 0),
      [gl('player1', 'a'), gl('player1', 'b')],
      3,
      true,
    ],
    ['IPG 1.1: a Game Loss after losing game 1 decides the match 0–2', score(0, 1), [gl('player1', 'a')], 3, true],
    ['IPG 1.1: one Game Loss in game 1 leaves the match open', score(0, 0), [gl('player1', 'a')], 3, false],
    ['IPG 1.1: a Game Loss to each player leaves the match open at 1–1', score(0, 0), [gl('player1', 'a'), gl('player2', 'b')], 3, false],
    ['IPG 1.1: a Game Loss in a best of one decides it', score(0, 0), [gl('player2', 'a')], 1, true],
    ['IPG 1.1: a Match Loss decides the match', score(1, 0), [ml('player1')], 3, true],
    ['no penalties on a 1–1 slip', score(1, 1), [], 3, false],
  ];
  it.each(decisions)('%s', (_description, played, penalties, bestOf, decided) => {
    const applied = applyPenaltiesToScore(played, penalties, bestOf);
    expect(applied.ok && applied.value.decided).toBe(decided);
  });

  const errors: [string, ReturnType<typeof score>, MatchPenalty[], number, string][] = [
    ['Game Loss after the opponent already won', score(0, 2), [gl('player1', 'a')], 3, 'PENALTY_GAMES_EXCEED_MATCH'],
    ['Game Loss making both reach two', score(1, 2), [gl('player2', 'a')], 3, 'PENALTY_GAMES_EXCEED_MATCH'],
    ['Match Loss after the offender won', score(2, 0), [ml('player1')], 3, 'MATCH_ALREADY_WON'],
    ['Match Loss after a Game Loss gave the offender the match', score(1, 0), [gl('player2', 'a'), ml('player1')], 3, 'MATCH_ALREADY_WON'],
    ['impossible played score', score(3, 0), [], 3, 'INVALID_SCORE'],
    ['negative played score', score(-1, 0), [gl('player1', 'a')], 3, 'INVALID_SCORE'],
  ];
  it.each(errors)('rejects: %s', (_description, played, penalties, bestOf, code) => {
    const applied = applyPenaltiesToScore(played, penalties, bestOf);
    expect(applied.ok ? 'ok' : applied.error.code).toBe(code);
  });

  it('treats an even best-of as a bug', () => {
    expect(() => applyPenaltiesToScore(score(0, 0), [], 2)).toThrow(RangeError);
  });

  const seat = fc.constantFrom<'player1' | 'player2'>('player1', 'player2');
  const penalty = fc.record({
    offender: seat,
    kind: fc.constantFrom<MatchPenalty['kind']>('GAME_LOSS', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'),
    batch: fc.constantFrom('a', 'b', 'c'),
  });
  const played = fc.record({ player1Wins: fc.nat(2), player2Wins: fc.nat(2), draws: fc.nat(3) });

  it('records a legal best-of-3 slip whenever it succeeds with a single loser', () => {
    fc.assert(
      fc.property(played, fc.array(penalty, { maxLength: 5 }), (slip, penalties) => {
        const applied = applyPenaltiesToScore(slip, penalties, 3);
        if (!applied.ok || applied.value.matchLoss === 'both') return;
        const recorded = applied.value.score;
        if (recorded.player1Wins + recorded.player2Wins + recorded.draws === 0) return;
        const outcome = validateResult(recorded, 3);
        expect(outcome.ok).toBe(true);
        if (outcome.ok && applied.value.matchLoss) expect(outcome.value).not.toBe(applied.value.matchLoss);
      }),
    );
  });

  it('does not depend on the order penalties are listed in', () => {
    fc.assert(
      fc.property(played, fc.array(penalty, { maxLength: 5 }), (slip, penalties) => {
        expect(applyPenaltiesToScore(slip, [...penalties].reverse(), 3)).toEqual(applyPenaltiesToScore(slip, penalties, 3));
      }),
    );
  });
});

describe('where the match stands (IPG 1.1) and the judge’s choice at the end of a game or match (IPG 4.1, 4.2)', () => {
  const stored = (games: number, reported = false, final = false) => ({ games, reported, final, roundClosed: false });

  it('IPG 1.1 (judge-handbook-ja.txt:17969 「次のゲームに与えられる」): a report sent means the match is over, whatever the stored score says', () => {
    expect(currentMatchOf(stored(0, true))).toBe('OVER');
    expect(currentMatchOf(stored(0))).toBe('NOT_STARTED');
    expect(currentMatchOf(stored(1))).toBe('IN_PROGRESS');
    expect(currentMatchOf(stored(2, false, true))).toBe('OVER');
    expect(currentMatchOf({ ...stored(1), roundClosed: true }, 'IN_GAME')).toBe('NONE');
    expect(currentMatchOf(null, 'IN_GAME')).toBe('NONE');
  });

  it('the judge’s word wins over the stored score', () => {
    expect(currentMatchOf(stored(0, true), 'IN_GAME')).toBe('IN_PROGRESS');
    expect(currentMatchOf(stored(1), 'BETWEEN_GAMES')).toBe('BETWEEN_GAMES');
    expect(currentMatchOf(stored(0), 'BETWEEN_GAMES')).toBe('BETWEEN_GAMES');
    expect(currentMatchOf(stored(0), 'MATCH_OVER')).toBe('OVER');
  });

  it('IPG 1.1: a Game Loss or Match Loss after the match is over goes to the next match', () => {
    expect(penaltyEffect('GAME_LOSS', { currentMatch: 'OVER' })).toEqual({ kind: 'GAME_LOSS', target: 'NEXT', beforeMatchStart: true });
    expect(penaltyEffect('MATCH_LOSS', { currentMatch: 'OVER' })).toEqual({ kind: 'MATCH_LOSS', target: 'NEXT', drops: false });
    expect(penaltyEffect('GAME_LOSS', { currentMatch: 'BETWEEN_GAMES' })).toMatchObject({ target: 'CURRENT', beforeMatchStart: false });
    // A disqualification after the match leaves its result alone.
    expect(penaltyEffect('DISQUALIFICATION', { currentMatch: 'OVER' })).toEqual({ kind: 'DISQUALIFICATION', losesCurrentMatch: false });
  });

  it('IPG 4.1 (:18880 「次のゲームに適用」) and 4.2 (:18917 「次のマッチに適用しても」): only at the end of a game or match may the judge choose', () => {
    expect(penaltyEffect('MATCH_LOSS', { currentMatch: 'BETWEEN_GAMES', appliesTo: 'NEXT' })).toMatchObject({ target: 'NEXT' });
    expect(penaltyEffect('GAME_LOSS', { currentMatch: 'OVER', appliesTo: 'CURRENT' })).toMatchObject({ target: 'CURRENT' });
    expect(penaltyEffect('GAME_LOSS', { currentMatch: 'IN_PROGRESS', appliesTo: 'NEXT' })).toMatchObject({ target: 'CURRENT' });
    expect(targetChoiceAllowed('GAME_LOSS', 'IN_PROGRESS')).toBe(false);
    expect(targetChoiceAllowed('WARNING', 'OVER')).toBe(false);
    expect(targetChoiceAllowed('MATCH_LOSS', 'OVER')).toBe(true);
  });
});

describe('one ruling for both players', () => {
  it('IPG 4.3 example A (judge-handbook-ja.txt:18935 「ダイスを振り」): both lose the match even when the slip had a winner', () => {
    const applied = applyPenaltiesToScore(score(2, 1), [ml('player1', 'r'), ml('player2', 'r')], 3);
    expect(applied).toEqual({
      ok: true,
      value: { score: score(2, 1), matchLoss: 'both', awardedGames: { player1: 0, player2: 0 }, offsettingBatches: 0, decided: true },
    });
  });

  it('IPG 1.1 (:17971 「両プレイヤーに同時に」): two Game Losses at once are recorded and change nothing', () => {
    const applied = applyPenaltiesToScore(score(0, 0), [gl('player1', 'r'), gl('player2', 'r')], 3);
    expect(applied).toMatchObject({ ok: true, value: { score: score(0, 0), offsettingBatches: 1, decided: false, matchLoss: null } });
  });
});

describe('mostSevereOfLinked (IPG 1, judge-handbook-ja.txt:18032 「最も重い懲罰を課す」)', () => {
  it('takes the most severe of a linked group, the first of equals', () => {
    const a = { id: 'a', penalty: 'WARNING' };
    const b = { id: 'b', penalty: 'GAME_LOSS' };
    const c = { id: 'c', penalty: 'GAME_LOSS' };
    expect(mostSevereOfLinked(MAGIC_IPG, [a, b, c])).toBe(b);
    expect(mostSevereOfLinked(MAGIC_IPG, [b, a])).toBe(b);
    expect(mostSevereOfLinked(MAGIC_IPG, [])).toBeUndefined();
  });
});

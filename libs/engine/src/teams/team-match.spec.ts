import { MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT, TEAM_3ON3 } from './formats';
import { teamMatchRecord, teamMatchSlots, teamMatchState, TeamMatchReport, validateSlotScore } from './team-match';

const score = (player1Wins: number, player2Wins: number, draws = 0) => ({ player1Wins, player2Wins, draws });

describe('teamMatchSlots', () => {
  it('MTR 8.2: one match per seat (judge-handbook-ja.txt:17202 「プレイヤーＣとプレイする」); 2HG one shared game (:17324 「1ゲームからなる」)', () => {
    expect(teamMatchSlots(MAGIC_TRIOS)).toEqual(['A', 'B', 'C']);
    expect(teamMatchSlots(TEAM_3ON3)).toEqual(['A', 'B', 'C']);
    expect(teamMatchSlots(MAGIC_TWO_HEADED_GIANT)).toEqual(['SHARED']);
  });
});

describe('teamMatchState: trios', () => {
  const cases: [string, TeamMatchReport, ReturnType<typeof teamMatchState>['status'], ReturnType<typeof teamMatchState>['outcome']][] = [
    ['nothing reported', {}, 'PENDING', null],
    ['one seat won', { A: score(2, 0) }, 'PENDING', null],
    ['one seat each', { A: score(2, 1), B: score(0, 2) }, 'PENDING', null],
    ['two seat wins of three: decided, C still playing', { A: score(2, 1), C: score(2, 0) }, 'DECIDED', 'team1'],
    ['two seat wins for team 2', { B: score(1, 2), C: score(0, 2) }, 'DECIDED', 'team2'],
    ['a win and a drawn seat: C could still draw the team match', { A: score(2, 0), B: score(1, 1, 1) }, 'PENDING', null],
    ['2-1 in seats', { A: score(2, 0), B: score(0, 2), C: score(2, 1) }, 'FINAL', 'team1'],
    ['one seat win each and a drawn seat: a draw', { A: score(2, 0), B: score(1, 2), C: score(1, 1) }, 'FINAL', 'draw'],
    ['one win and two drawn seats: the win decides', { A: score(0, 0, 3), B: score(2, 1), C: score(1, 1, 1) }, 'FINAL', 'team1'],
    ['three drawn seats', { A: score(0, 0, 3), B: score(1, 1), C: score(0, 0, 1) }, 'FINAL', 'draw'],
    [
      'a seat lost by both players (IPG 4.3) is won by neither team',
      { A: { ...score(2, 0), doubleLoss: true }, B: score(2, 0), C: score(0, 2) },
      'FINAL',
      'draw',
    ],
  ];
  it.each(cases)('%s', (_, report, status, outcome) => {
    expect(teamMatchState(MAGIC_TRIOS, report)).toMatchObject({ status, outcome });
  });

  it('counts seat wins, not games: 2-0 2-0 0-2 and 2-1 2-1 0-2 are the same team win', () => {
    const sweep = teamMatchState(MAGIC_TRIOS, { A: score(2, 0), B: score(2, 0), C: score(0, 2) });
    const close = teamMatchState(MAGIC_TRIOS, { A: score(2, 1), B: score(2, 1), C: score(0, 2) });
    expect(sweep).toEqual(close);
    expect(sweep).toEqual({ status: 'FINAL', outcome: 'team1', team1Wins: 2, team2Wins: 1, slotsWithoutWinner: 0, unreported: [] });
  });

  it('lists the seats still playing', () => {
    expect(teamMatchState(MAGIC_TRIOS, { B: score(2, 0) }).unreported).toEqual(['A', 'C']);
  });
});

describe('teamMatchState: Two-Headed Giant', () => {
  it('MTR 9.1: the shared game decides the match (judge-handbook-ja.txt:17324 「1ゲームからなる」)', () => {
    expect(teamMatchState(MAGIC_TWO_HEADED_GIANT, {})).toMatchObject({ status: 'PENDING', outcome: null, unreported: ['SHARED'] });
    expect(teamMatchState(MAGIC_TWO_HEADED_GIANT, { SHARED: score(0, 1, 1) })).toMatchObject({ status: 'FINAL', outcome: 'team2' });
  });

  it('a match with no winner at the end of time is a draw (:17327 「制限時間までの間」)', () => {
    expect(teamMatchState(MAGIC_TWO_HEADED_GIANT, { SHARED: score(0, 0, 1) })).toMatchObject({ status: 'FINAL', outcome: 'draw' });
  });
});

describe('validateSlotScore', () => {
  it('seat matches follow the individual rules at the format best-of (MTR 2.1)', () => {
    expect(validateSlotScore(MAGIC_TRIOS, score(2, 1))).toEqual({ ok: true, value: 'player1' });
    expect(validateSlotScore(MAGIC_TRIOS, score(1, 1, 1))).toEqual({ ok: true, value: 'draw' });
    expect(validateSlotScore(MAGIC_TRIOS, score(3, 0))).toMatchObject({ ok: false, error: { code: 'RESULT_TOO_MANY_WINS', limit: 2 } });
    expect(validateSlotScore(TEAM_3ON3, score(0, 0, 1))).toEqual({ ok: true, value: 'draw' });
    expect(validateSlotScore(TEAM_3ON3, score(2, 0))).toMatchObject({ ok: false, error: { code: 'RESULT_TOO_MANY_WINS', bestOf: 1 } });
  });

  describe('Two-Headed Giant (MTR 9.1, judge-handbook-ja.txt:17326 「勝者のいないゲーム」)', () => {
    it('a win, also after drawn games, which do not count and are not limited in number', () => {
      expect(validateSlotScore(MAGIC_TWO_HEADED_GIANT, score(1, 0))).toEqual({ ok: true, value: 'player1' });
      expect(validateSlotScore(MAGIC_TWO_HEADED_GIANT, score(0, 1, 2))).toEqual({ ok: true, value: 'player2' });
    });

    it('a drawn game before time is not a result: play goes on (:17327 「制限時間までの間」)', () => {
      expect(validateSlotScore(MAGIC_TWO_HEADED_GIANT, score(0, 0, 1))).toEqual({
        ok: false,
        error: { code: 'RESULT_DRAW_BEFORE_TIME', bestOf: 1 },
      });
    });

    it('no winner when time ended (MTR 2.5: the unfinished game is drawn) is a drawn match', () => {
      expect(validateSlotScore(MAGIC_TWO_HEADED_GIANT, score(0, 0, 1), { timeEnded: true })).toEqual({ ok: true, value: 'draw' });
      expect(validateSlotScore(MAGIC_TWO_HEADED_GIANT, score(0, 0, 2), { timeEnded: true })).toEqual({ ok: true, value: 'draw' });
    });

    it.each([
      [score(2, 0), 'RESULT_TOO_MANY_WINS'],
      [score(1, 1), 'RESULT_BOTH_REACHED_TARGET'],
      [score(0, 0, 0), 'RESULT_NO_GAMES'],
      [score(1, 0, -1), 'RESULT_NEGATIVE'],
      [score(1, 0, 0.5), 'RESULT_NOT_INTEGER'],
      [score(-1, 0), 'RESULT_NEGATIVE'],
    ])('refuses %o: %s', (slip, code) => {
      expect(validateSlotScore(MAGIC_TWO_HEADED_GIANT, slip, { timeEnded: true })).toMatchObject({ ok: false, error: { code } });
    });
  });
});

describe('teamMatchRecord (MTR appendix C, judge-handbook-ja.txt:17633 「ゲーム・ポイントは使用せず」)', () => {
  it('records each team match as one game repeating its result, whatever the seats scored', () => {
    expect(teamMatchRecord({ round: 2, team1: 't1', team2: 't2', outcome: 'team1' })).toEqual({
      round: 2,
      player1: 't1',
      player2: 't2',
      player1Wins: 1,
      player2Wins: 0,
      draws: 0,
    });
    expect(teamMatchRecord({ round: 2, team1: 't1', team2: 't2', outcome: 'team2' })).toMatchObject({
      player1Wins: 0,
      player2Wins: 1,
      draws: 0,
    });
    expect(teamMatchRecord({ round: 2, team1: 't1', team2: 't2', outcome: 'draw' })).toMatchObject({
      player1Wins: 0,
      player2Wins: 0,
      draws: 1,
    });
  });

  it('a bye, and the phase when given', () => {
    expect(teamMatchRecord({ round: 3, team1: 't1', team2: null, phase: 2 })).toEqual({
      round: 3,
      player1: 't1',
      player2: null,
      player1Wins: 1,
      player2Wins: 0,
      draws: 0,
      phase: 2,
    });
  });
});

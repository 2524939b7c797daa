import type { Participant } from '../model';
import { FINAL_FANTASY_TCG, MAGIC } from '../profiles';
import { rational } from '../rational';
import { MAGIC_TRIOS } from './formats';
import { teamDropped } from './roster';
import { teamProfileOf, teamStandings } from './standings';
import { TeamMatchReport, TeamMatchResult, teamMatchState } from './team-match';

const score = (player1Wins: number, player2Wins: number, draws = 0) => ({ player1Wins, player2Wins, draws });

/** A trios team match from its seats' scores. */
function trios(round: number, team1: string, team2: string, report: TeamMatchReport): TeamMatchResult {
  const { status, outcome } = teamMatchState(MAGIC_TRIOS, report);
  if (status !== 'FINAL' || outcome === null) throw new Error('test match not final');
  return { round, team1, team2, outcome };
}

describe('teamProfileOf (MTR appendix C, judge-handbook-ja.txt:17634 「マッチ全体の結果のみ」)', () => {
  it('Magic teams: match points then OMW%, no game-based tiebreaker', () => {
    expect(teamProfileOf(MAGIC).tiebreakers).toEqual(['matchPoints', 'omw']);
    expect(teamProfileOf(MAGIC)).toMatchObject({ id: 'magic-teams', points: MAGIC.points, percentageFloor: MAGIC.percentageFloor });
  });

  it('keeps a profile own match-result tiebreakers (FFTCG: OOMW%)', () => {
    expect(teamProfileOf(FINAL_FANTASY_TCG).tiebreakers).toEqual(['matchPoints', 'omw', 'oomw']);
  });
});

describe('teamStandings: 8 teams, 3 rounds, a bye and a dropped team (hand-computed)', () => {
  // T8 drops after round 1 (a member dropped, MTR 8.2), so rounds 2 and 3 have 7 teams and a bye.
  const teams: Participant[] = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'].map((id) => ({ id }));
  teams[7] = {
    id: 'T8',
    dropped: teamDropped([
      { playerId: 'h1', seat: 'A', dropped: true },
      { playerId: 'h2', seat: 'B' },
    ]),
  };
  const results: TeamMatchResult[] = [
    trios(1, 'T1', 'T2', { A: score(2, 0), B: score(2, 1), C: score(0, 2) }),
    { round: 1, team1: 'T3', team2: 'T4', outcome: 'team1' },
    trios(1, 'T5', 'T6', { A: score(2, 0), B: score(1, 2), C: score(1, 1, 1) }),
    { round: 1, team1: 'T7', team2: 'T8', outcome: 'team1' },
    { round: 2, team1: 'T1', team2: 'T3', outcome: 'team1' },
    { round: 2, team1: 'T5', team2: 'T7', outcome: 'team2' },
    { round: 2, team1: 'T2', team2: 'T6', outcome: 'team2' },
    { round: 2, team1: 'T4', team2: null },
    { round: 3, team1: 'T1', team2: 'T7', outcome: 'team2' },
    trios(3, 'T6', 'T3', { A: score(2, 0), B: score(0, 2), C: score(0, 0, 3) }),
    { round: 3, team1: 'T4', team2: 'T5', outcome: 'team2' },
    { round: 3, team1: 'T2', team2: null },
  ];

  // Records (points: win 3, draw 1; MW% = points / (3 × rounds), floored at 1/3):
  //   T1 W T2, W T3, L T7   6   6/9 = 2/3
  //   T2 L T1, L T6, bye    3   3/9 = 1/3
  //   T3 W T4, L T1, D T6   4   4/9
  //   T4 L T3, bye, L T5    3   3/9 = 1/3
  //   T5 D T6, L T7, W T4   4   4/9
  //   T6 D T5, W T2, D T3   5   5/9
  //   T7 W T8, W T5, W T1   9   1
  //   T8 L T7 (dropped)     0   0/3 → 1/3 (floor)
  // OMW% (byes are nobody's opponent):
  //   T1 (T2 1/3, T3 4/9, T7 1)    = (3 + 4 + 9) / 27 = 16/27
  //   T2 (T1 2/3, T6 5/9)          = (6 + 5) / 18     = 11/18
  //   T3 (T4 1/3, T1 2/3, T6 5/9)  = (3 + 6 + 5) / 27 = 14/27
  //   T4 (T3 4/9, T5 4/9)          = 4/9
  //   T5 (T6 5/9, T7 1, T4 1/3)    = (5 + 9 + 3) / 27 = 17/27
  //   T6 (T5 4/9, T2 1/3, T3 4/9)  = (4 + 3 + 4) / 27 = 11/27
  //   T7 (T8 1/3, T5 4/9, T1 2/3)  = (3 + 4 + 6) / 27 = 13/27
  //   T8 (T7 1)                    = 1
  // Rank by points, then OMW%: T7 9; T1 6; T6 5; T5 4 (17/27) before T3 4 (14/27); T2 3 (11/18)
  // before T4 3 (4/9); T8 0, still ranked (it played a round).
  const expected = [
    ['T7', 9, rational(13, 27)],
    ['T1', 6, rational(16, 27)],
    ['T6', 5, rational(11, 27)],
    ['T5', 4, rational(17, 27)],
    ['T3', 4, rational(14, 27)],
    ['T2', 3, rational(11, 18)],
    ['T4', 3, rational(4, 9)],
    ['T8', 0, rational(1)],
  ] as const;

  it('ranks by match points, then OMW%', () => {
    const rows = teamStandings(teams, results, MAGIC);
    expect(rows.map((row) => [row.playerId, row.matchPoints, row.omw])).toEqual(expected);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('records, byes and the dropped team', () => {
    const rows = teamStandings(teams, results, MAGIC);
    const row = (id: string) => rows.find((r) => r.playerId === id);
    expect(row('T6')).toMatchObject({ wins: 1, losses: 0, draws: 2, byes: 0, mwp: rational(5, 9) });
    expect(row('T4')).toMatchObject({ wins: 1, losses: 2, byes: 1, mwp: rational(1, 3) });
    expect(row('T8')).toMatchObject({ dropped: true, matchesPlayed: 1, mwp: rational(1, 3) });
  });

  it('does not depend on the order of the results', () => {
    expect(teamStandings([...teams].reverse(), [...results].reverse(), MAGIC)).toEqual(teamStandings(teams, results, MAGIC));
  });
});

describe('teamStandings: no game points (MTR appendix C)', () => {
  it('two teams level on match results share a rank whatever their seats scored', () => {
    const teams: Participant[] = ['sweep', 'close', 'x', 'y'].map((id) => ({ id }));
    const results = [
      trios(1, 'sweep', 'x', { A: score(2, 0), B: score(2, 0), C: score(2, 0) }),
      trios(1, 'close', 'y', { A: score(2, 1), B: score(2, 1), C: score(0, 2) }),
    ];
    const rows = teamStandings(teams, results, MAGIC);
    expect(rows.slice(0, 2).map((row) => [row.playerId, row.rank])).toEqual([
      ['close', 1],
      ['sweep', 1],
    ]);
    expect(rows[0].gwp).toEqual(rows[1].gwp);
  });
});

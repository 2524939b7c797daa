import { MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT } from './formats';
import { checkTeamRoster, TEAM_NAME_MAX_LENGTH, teamDropped, TeamMember, TeamRoster } from './roster';

const member = (playerId: string, seat: TeamMember['seat'], dropped = false): TeamMember => ({ playerId, seat, dropped });
const trio = (id: string, name = `Team ${id}`): TeamRoster => ({
  id,
  name,
  members: [member(`${id}-a`, 'A'), member(`${id}-b`, 'B'), member(`${id}-c`, 'C')],
});
const codes = (roster: TeamRoster, others: TeamRoster[] = [], format = MAGIC_TRIOS) =>
  checkTeamRoster(format, roster, others).map((problem) => [problem.code, problem.params.seat ?? problem.params.playerId ?? null]);

describe('checkTeamRoster', () => {
  it('accepts a full trio and a 2HG pair (MTR 8.2, judge-handbook-ja.txt:17188 「2人または3人」)', () => {
    expect(checkTeamRoster(MAGIC_TRIOS, trio('t1'), [trio('t1'), trio('t2')])).toEqual([]);
    expect(checkTeamRoster(MAGIC_TWO_HEADED_GIANT, { id: 'g', name: 'Giants', members: [member('x', 'A'), member('y', 'B')] })).toEqual([]);
  });

  it('wrong size, and the seat that is missing', () => {
    const pair = { ...trio('t1'), members: trio('t1').members.slice(0, 2) };
    expect(checkTeamRoster(MAGIC_TRIOS, pair)).toEqual([
      { code: 'TEAM_WRONG_SIZE', params: { rule: 'MTR 8.2', count: 2, expected: 3 } },
      { code: 'TEAM_SEAT_MISSING', params: { rule: 'MTR 8.2', seat: 'C' } },
    ]);
  });

  it('each seat once, and only the format seats (:17199 「順番」)', () => {
    const twoAs = { ...trio('t1'), members: [member('p', 'A'), member('q', 'A'), member('r', 'B')] };
    expect(codes(twoAs)).toEqual([
      ['TEAM_SEAT_DUPLICATE', 'A'],
      ['TEAM_SEAT_MISSING', 'C'],
    ]);
    const giantsWithC = { id: 'g', name: 'Giants', members: [member('x', 'A'), member('y', 'C')] };
    expect(codes(giantsWithC, [], MAGIC_TWO_HEADED_GIANT)).toEqual([
      ['TEAM_SEAT_NOT_IN_FORMAT', 'C'],
      ['TEAM_SEAT_MISSING', 'B'],
    ]);
  });

  it('one person at two seats', () => {
    const twice = { ...trio('t1'), members: [member('p', 'A'), member('p', 'B'), member('r', 'C')] };
    expect(codes(twice)).toEqual([['TEAM_PLAYER_REPEATED', 'p']]);
  });

  it('a player in two teams of one event (:17191 「同時に単一の」)', () => {
    const other = { ...trio('t2'), members: [member('t1-b', 'A'), member('z1', 'B'), member('z2', 'C')] };
    expect(checkTeamRoster(MAGIC_TRIOS, trio('t1'), [trio('t1'), other])).toEqual([
      { code: 'TEAM_PLAYER_IN_OTHER_TEAM', params: { rule: 'MTR 8.2', playerId: 't1-b', otherTeam: 't2' } },
    ]);
  });

  it('a name: not blank, at most TEAM_NAME_MAX_LENGTH characters (a policy; MTR 8.1 leaves offensive names to the staff)', () => {
    expect(codes(trio('t1', '  '))).toEqual([['TEAM_NAME_EMPTY', null]]);
    expect(codes(trio('t1', '漢'.repeat(TEAM_NAME_MAX_LENGTH)))).toEqual([]);
    expect(checkTeamRoster(MAGIC_TRIOS, trio('t1', 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1)))).toEqual([
      { code: 'TEAM_NAME_TOO_LONG', params: { count: TEAM_NAME_MAX_LENGTH + 1, max: TEAM_NAME_MAX_LENGTH } },
    ]);
  });
});

describe('teamDropped (MTR 8.2, judge-handbook-ja.txt:17193 「そのチーム全体が」)', () => {
  it('one member dropped drops the team', () => {
    expect(teamDropped(trio('t1').members)).toBe(false);
    expect(teamDropped([member('a', 'A'), member('b', 'B', true), member('c', 'C')])).toBe(true);
  });
});

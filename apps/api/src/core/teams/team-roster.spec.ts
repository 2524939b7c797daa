import { MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT } from '@taikai/engine';
import { assignSeats, type RosterPlayer, rosterProblem, teamsOfFile } from './team-roster';

const player = (id: string, team: RosterPlayer['team'] = null, dropped = false): [string, RosterPlayer] => [
  id,
  { id, name: id.toUpperCase(), dropped, team },
];

describe('team rosters (MTR 8.2)', () => {
  it('keeps the seats given and gives the others the free seats in order', () => {
    expect(assignSeats(MAGIC_TRIOS, [{ playerId: 'a' }, { playerId: 'b', seat: 'A' }, { playerId: 'c' }])).toEqual([
      { playerId: 'a', seat: 'B' },
      { playerId: 'b', seat: 'A' },
      { playerId: 'c', seat: 'C' },
    ]);
  });

  it('refuses more players than seats, a seat twice, a seat of another format, a dropped player and one of another team', () => {
    const players = new Map([
      player('a'),
      player('b'),
      player('c'),
      player('d'),
      player('x', null, true),
      player('y', { id: 't2', name: 'Two' }),
    ]);
    const codeOf = (members: { playerId: string; seat: string | null }[], format = MAGIC_TRIOS) =>
      rosterProblem(format, members, players, 't1')?.code ?? null;
    const seated = (...ids: string[]) => ids.map((playerId, i) => ({ playerId, seat: 'ABC'[i] ?? null }));
    expect(codeOf(seated('a', 'b', 'c'))).toBeNull();
    expect(codeOf(seated('a', 'b', 'c', 'd'))).toBe('TEAM_TOO_LARGE');
    expect(
      codeOf([
        { playerId: 'a', seat: 'A' },
        { playerId: 'b', seat: 'A' },
      ]),
    ).toBe('TEAM_SEAT_TAKEN');
    expect(codeOf(seated('a', 'b', 'c').slice(2), MAGIC_TWO_HEADED_GIANT)).toBe('TEAM_SEAT_INVALID');
    expect(codeOf(seated('a', 'a'))).toBe('TEAM_MEMBER_REPEATED');
    expect(codeOf(seated('x'))).toBe('TEAM_MEMBER_DROPPED');
    expect(codeOf(seated('y'))).toBe('PLAYER_IN_OTHER_TEAM');
  });

  it('forms a file’s teams by name as people read it, and names each problem’s line', () => {
    const { teams, problems } = teamsOfFile(
      MAGIC_TWO_HEADED_GIANT,
      [
        { line: 2, team: 'Giants', seat: 'b' },
        { line: 3, team: 'ＧＩＡＮＴＳ', seat: null },
        { line: 4, team: 'Taken', seat: null },
        { line: 5, team: null, seat: 'A' },
      ],
      new Set(['taken']),
    );
    expect(teams).toEqual([
      {
        name: 'Giants',
        members: [
          { line: 2, seat: 'B' },
          { line: 3, seat: 'A' },
        ],
      },
    ]);
    expect(problems.map(({ line, error }) => [line, error.code])).toEqual([
      [5, 'CSV_SEAT_WITHOUT_TEAM'],
      [4, 'TEAM_NAME_TAKEN'],
    ]);
  });
});

import { seatWins, tableRange, teamMemberNames, teamNameRows, teamPairings } from './teamPairings';

const paired = (name: string) => ({ id: name, name, nameReading: null, matchPoints: 0, distinguishingId: null });

/** A seat match of team match `teamMatchId` at `table`. */
const seat = (teamMatchId: string, teamSlot: string, table: number, p1: string, p2: string | null, score?: [number, number]) =>
  ({
    id: `m${table}`,
    table,
    teamMatchId,
    teamSlot,
    status: score ? 'FINAL' : 'PENDING',
    player1: paired(p1),
    player2: p2 ? paired(p2) : null,
    player1Wins: score?.[0] ?? 0,
    player2Wins: score?.[1] ?? 0,
    draws: 0,
    doubleLoss: false,
  }) as never;

const round = {
  teamMatches: [
    { id: 't2', table: 2, status: 'PENDING', outcome: null, team1: { id: 'c', name: 'Gamma' }, team2: null },
    { id: 't1', table: 1, status: 'DECIDED', outcome: 'TEAM2', team1: { id: 'a', name: 'Alpha' }, team2: { id: 'b', name: 'Beta' } },
  ],
  matches: [
    seat('t1', 'C', 3, 'Cy', 'Zoe'),
    seat('t1', 'A', 1, 'Ann', 'Xan', [0, 2]),
    seat('t1', 'B', 2, 'Bob', 'Yui', [1, 2]),
    seat('t2', 'A', 4, 'Dee', null),
  ],
} as never;

describe('team pairings', () => {
  it('lists team matches by number with their seats by letter and the tables they sit at (core README: team rounds)', () => {
    const pairings = teamPairings(round);
    expect(pairings.map((p) => [p.teamMatch.id, tableRange(p), p.seats.map((m) => m.teamSlot).join('')])).toEqual([
      ['t1', '1–3', 'ABC'],
      ['t2', '4', 'A'],
    ]);
  });

  it('counts seat wins of final seat matches only: 0-2 while C plays (MTR 8.2: the team match is decided)', () => {
    expect(seatWins(teamPairings(round)[0].seats)).toEqual({ team1: 0, team2: 2 });
  });

  it('names each player with their team, seat, table and the opposing team; team 1 plays as player 1', () => {
    const rows = teamNameRows(round).map((r) => [r.name, r.team, r.seat, r.table, r.opponent?.name ?? null, r.opponentTeam]);
    expect(rows).toContainEqual(['Ann', 'Alpha', 'A', 1, 'Xan', 'Beta']);
    expect(rows).toContainEqual(['Yui', 'Beta', 'B', 2, 'Bob', 'Alpha']);
    expect(rows).toContainEqual(['Dee', 'Gamma', 'A', 4, null, null]);
    expect(rows.map((r) => r[0])).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Xan', 'Yui', 'Zoe']);
  });

  it('lists members by seat whatever order the team lists them in', () => {
    const names = teamMemberNames([
      {
        id: 'a',
        members: [
          { seat: 'C', name: 'Cy' },
          { seat: 'A', name: 'Ann' },
          { seat: 'B', name: 'Bob' },
        ],
      },
    ]);
    expect(names.get('a')).toEqual(['A Ann', 'B Bob', 'C Cy']);
  });
});

import type { TeamMatch } from './teamMatch';
import { teamView } from './teamMatch';

const player = (id: string) => ({ id, name: id, distinguishingId: null });
const seat = (slot: string, table: number, status: 'PENDING' | 'FINAL', score: [number, number] = [0, 0]) => ({
  id: `m-${slot}`,
  teamSlot: slot,
  table,
  status,
  player1Id: `t1-${slot}`,
  player2Id: `t2-${slot}`,
  player1Wins: score[0],
  player2Wins: score[1],
  draws: 0,
  doubleLoss: false,
  player1: player(`t1-${slot}`),
  player2: player(`t2-${slot}`),
});
const trio = (status: TeamMatch['status'], outcome: TeamMatch['outcome'], seats: TeamMatch['seatMatches']): TeamMatch => ({
  id: 'tm',
  table: 1,
  status,
  outcome,
  team1: { id: 'T1', name: 'Team One' },
  team2: { id: 'T2', name: 'Team Two' },
  seatMatches: seats,
});

describe('a team match from a member’s side (MTR 8.2, 9.1)', () => {
  it('counts seats won and lost from the member’s team, by table, and says the team’s result once decided', () => {
    const pending = trio('PENDING', null, [seat('B', 2, 'PENDING'), seat('A', 1, 'FINAL', [2, 1]), seat('C', 3, 'PENDING')]);
    const mine = teamView(pending, { player1Id: 't1-A', player2Id: 't2-A' }, 't1-A');
    expect(mine).toMatchObject({ side: 1, opponentTeam: 'Team Two', wins: 1, losses: 0, status: 'PENDING', result: null });
    expect(mine.seats.map((line) => [line.slot, line.outcome, line.mine?.id, line.theirs?.id])).toEqual([
      ['A', 'won', 't1-A', 't2-A'],
      ['B', 'playing', 't1-B', 't2-B'],
      ['C', 'playing', 't1-C', 't2-C'],
    ]);
    // The other team sees the same seats the other way round.
    expect(teamView(pending, { player1Id: 't1-C', player2Id: 't2-C' }, 't2-C')).toMatchObject({
      side: 2,
      opponentTeam: 'Team One',
      wins: 0,
      losses: 1,
    });

    const decided = trio('DECIDED', 'TEAM2', [seat('A', 1, 'FINAL', [0, 2]), seat('B', 2, 'FINAL', [1, 2]), seat('C', 3, 'PENDING')]);
    expect(teamView(decided, { player1Id: 't1-C' }, 't1-C')).toMatchObject({ wins: 0, losses: 2, status: 'DECIDED', result: 'lost' });
    expect(teamView(decided, { player1Id: 't1-C', player2Id: 't2-C' }, 't2-C')).toMatchObject({ wins: 2, result: 'won' });
    const drawn = trio('FINAL', 'DRAW', [seat('A', 1, 'FINAL', [1, 1])]);
    expect(teamView(drawn, { player1Id: 't1-A' }, 't1-A')).toMatchObject({ result: 'draw', wins: 0, losses: 0 });
  });

  it('places a Two-Headed Giant seat B by their team: they play in no match of their own', () => {
    const shared = trio('FINAL', 'TEAM2', [{ ...seat('SHARED', 1, 'FINAL', [0, 1]), player1Id: 't1-A', player2Id: 't2-A' }]);
    const seatB = { player1Id: 't1-A', player2Id: 't2-A' };
    expect(teamView(shared, seatB, 't2-B')).toMatchObject({ side: null, wins: 0, losses: 1 });
    expect(teamView(shared, seatB, 't2-B', 'T2')).toMatchObject({ side: 2, opponentTeam: 'Team One', wins: 1, result: 'won' });
  });
});

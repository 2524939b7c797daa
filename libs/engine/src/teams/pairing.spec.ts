import type { Participant } from '../model';
import { seededRandom } from '../pairing';
import { MAGIC } from '../profiles';
import { MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT, TeamSeat } from './formats';
import { pairTeamSwissRound, seatPairings } from './pairing';
import type { TeamMember } from './roster';
import type { TeamMatchOutcome, TeamMatchResult } from './team-match';

const teamIds = Array.from({ length: 12 }, (_, i) => `team${i + 1}`);
const rosterOf = (team: string, seats: readonly TeamSeat[]): TeamMember[] => seats.map((seat) => ({ playerId: `${team}-${seat}`, seat }));

describe('pairTeamSwissRound: 12 teams, 4 rounds', () => {
  // Outcomes drawn from a seeded generator; team7 drops after round 2, leaving 11 teams and a bye.
  const random = seededRandom('teams-4-rounds');
  const outcomes: readonly TeamMatchOutcome[] = ['team1', 'team2', 'draw'];
  const results: TeamMatchResult[] = [];
  const rounds: ReturnType<typeof pairTeamSwissRound>[] = [];
  for (let round = 1; round <= 4; round++) {
    const teams: Participant[] = teamIds.map((id) => ({ id, dropped: id === 'team7' && round > 2 }));
    const paired = pairTeamSwissRound({ round, seed: `event/${round}`, teams, results, profile: MAGIC });
    rounds.push(paired);
    for (const { player1, player2 } of paired.pairings) {
      results.push(
        player2 === null
          ? { round, team1: player1, team2: null }
          : { round, team1: player1, team2: player2, outcome: outcomes[Math.floor(random() * 3)] },
      );
    }
  }

  it('pairs no two teams twice', () => {
    const met = results.flatMap((r) => (r.team2 === null ? [] : [[r.team1, r.team2].sort().join('/')]));
    expect(new Set(met).size).toBe(met.length);
    expect(met).toHaveLength(6 + 6 + 5 + 5);
  });

  it('pairs every team still in, once a round; a dropped team (MTR 8.2) is not paired', () => {
    rounds.forEach((paired, i) => {
      const ids = paired.pairings.flatMap((p) => (p.player2 === null ? [p.player1] : [p.player1, p.player2])).sort();
      expect(ids).toEqual(teamIds.filter((id) => !(id === 'team7' && i >= 2)).sort());
    });
  });

  it('gives one bye for an odd count, never twice to a team', () => {
    const byes = rounds.map((paired) => paired.pairings.filter((p) => p.player2 === null).map((p) => p.player1));
    expect(byes.map((list) => list.length)).toEqual([0, 0, 1, 1]);
    expect(new Set(byes.flat()).size).toBe(2);
  });

  it('reproduces a round from its seed, ignoring results of that round or later', () => {
    const teams: Participant[] = teamIds.map((id) => ({ id, dropped: id === 'team7' }));
    const again = pairTeamSwissRound({ round: 4, seed: 'event/4', teams, results, profile: MAGIC });
    expect(again.pairings).toEqual(rounds[3].pairings);
  });
});

describe('seatPairings', () => {
  const rosters = new Map(['t1', 't2'].map((team) => [team, rosterOf(team, MAGIC_TRIOS.seats)]));

  it('MTR 8.2: A plays A, B plays B, C plays C (judge-handbook-ja.txt:17202 「プレイヤーＣとプレイする」)', () => {
    // Listed out of seat order: the seat, not the position in the roster, decides.
    const shuffledRosters = new Map([...rosters].map(([team, members]) => [team, [...members].reverse()]));
    expect(seatPairings(MAGIC_TRIOS, { table: 1, player1: 't1', player2: 't2' }, shuffledRosters)).toEqual([
      { slot: 'A', team1: 't1', team2: 't2', players1: ['t1-A'], players2: ['t2-A'] },
      { slot: 'B', team1: 't1', team2: 't2', players1: ['t1-B'], players2: ['t2-B'] },
      { slot: 'C', team1: 't1', team2: 't2', players1: ['t1-C'], players2: ['t2-C'] },
    ]);
  });

  it('MTR 9.1: Two-Headed Giant plays one game with both teams (:17324 「1ゲームからなる」)', () => {
    const giants = new Map(['t1', 't2'].map((team) => [team, rosterOf(team, MAGIC_TWO_HEADED_GIANT.seats)]));
    expect(seatPairings(MAGIC_TWO_HEADED_GIANT, { table: 3, player1: 't2', player2: 't1' }, giants)).toEqual([
      { slot: 'SHARED', team1: 't2', team2: 't1', players1: ['t2-A', 't2-B'], players2: ['t1-A', 't1-B'] },
    ]);
  });

  it('a bye has no seat matches', () => {
    expect(seatPairings(MAGIC_TRIOS, { table: null, player1: 't1', player2: null }, rosters)).toEqual([]);
  });

  it('a roster without a seat is a caller bug', () => {
    const short = new Map([...rosters, ['t2', rosterOf('t2', ['A', 'B'])]]);
    expect(() => seatPairings(MAGIC_TRIOS, { table: 1, player1: 't1', player2: 't2' }, short)).toThrow(/seat C/);
  });
});

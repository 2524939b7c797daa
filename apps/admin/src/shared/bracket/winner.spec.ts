import { teamWinnerOf, winnerOf } from './winner';

const match = (player1Wins: number, player2Wins: number, status = 'FINAL') => ({
  player1: { id: 'p1', seed: 2 },
  player2: { id: 'p2', seed: 1 },
  player1Wins,
  player2Wins,
  status,
});

// FFTCG 3.3 (fftcg-rules-ja.txt:64): a drawn playoff game; what follows is the organizer's policy.
describe('winnerOf a playoff match', () => {
  it('the player with more game wins; nobody while the match is open', () => {
    expect(winnerOf(match(1, 0))).toBe('p1');
    expect(winnerOf(match(0, 1))).toBe('p2');
    expect(winnerOf(match(0, 0, 'PENDING'), 'HIGHER_SEED_ADVANCES')).toBeNull();
  });

  it('a drawn match: the better seed under HIGHER_SEED_ADVANCES, nobody otherwise (Magic, PLAY_ANOTHER_GAME)', () => {
    expect(winnerOf(match(0, 0), 'HIGHER_SEED_ADVANCES')).toBe('p2');
    expect(winnerOf(match(0, 0), 'PLAY_ANOTHER_GAME')).toBeNull();
    expect(winnerOf(match(0, 0))).toBeNull();
  });
});

describe('teamWinnerOf a playoff team match', () => {
  const teams = { team1: { name: 'Kobe' }, team2: { name: '横浜' } };
  it('the team its seats decided for; nobody while they still decide it', () => {
    expect(teamWinnerOf({ ...teams, outcome: 'TEAM1' })?.name).toBe('Kobe');
    expect(teamWinnerOf({ ...teams, outcome: 'TEAM2' })?.name).toBe('横浜');
    expect(teamWinnerOf({ ...teams, outcome: null })).toBeNull();
  });

  it('a bye: team 1 goes through', () => {
    expect(teamWinnerOf({ team1: teams.team1, team2: null, outcome: null })?.name).toBe('Kobe');
  });
});

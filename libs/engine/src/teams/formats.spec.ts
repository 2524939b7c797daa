import { findTeamFormat, MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT, TEAM_FORMATS } from './formats';

describe('team formats', () => {
  it('MTR 8.2: teams of 2 or 3 by format, seats A, B, C (judge-handbook-ja.txt:17188 「2人または3人」)', () => {
    expect(MAGIC_TRIOS.seats).toEqual(['A', 'B', 'C']);
    expect(MAGIC_TWO_HEADED_GIANT.seats).toEqual(['A', 'B']);
    for (const format of TEAM_FORMATS) expect([2, 3]).toContain(format.seats.length);
  });

  it('MTR 9.1: a 2HG match is one shared game and a drawn game does not count (:17324 「1ゲームからなる」)', () => {
    expect(MAGIC_TWO_HEADED_GIANT).toMatchObject({ play: 'SHARED_GAME', bestOf: 1, drawnGamesReplayed: true });
  });

  it('MTR 2.5: 3 extra turns where team members play one game together, 5 otherwise (:15665 「5ターンではなく3ターン」)', () => {
    expect(MAGIC_TWO_HEADED_GIANT.extraTurnsAtTime).toBe(3);
    expect(MAGIC_TRIOS.extraTurnsAtTime).toBe(5);
  });

  it('finds a format by id and nothing for an unknown one', () => {
    expect(findTeamFormat('magic-trios')).toBe(MAGIC_TRIOS);
    expect(findTeamFormat('solo')).toBeUndefined();
  });
});

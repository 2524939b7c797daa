import { gameLossNotes } from './game-loss-notes';

// IPG 1.1, judge-handbook-ja.txt:17962-17967.
describe('gameLossNotes (IPG 1.1)', () => {
  it('the penalised player chooses play or draw for the next game (:17964 「先攻か後攻かを決める」)', () => {
    expect(gameLossNotes('GAME_LOSS', 'IN_GAME')).toEqual(['PENALISED_PLAYER_CHOOSES_PLAY_DRAW']);
    expect(gameLossNotes('GAME_LOSS', 'BETWEEN_GAMES')).toEqual(['PENALISED_PLAYER_CHOOSES_PLAY_DRAW']);
  });

  it('before the match: no sideboards in the first game played (:17965 「マッチ開始前に」)', () => {
    expect(gameLossNotes('GAME_LOSS', 'BEFORE_MATCH')).toEqual(['PENALISED_PLAYER_CHOOSES_PLAY_DRAW', 'NO_SIDEBOARD_FIRST_GAME_PLAYED']);
  });

  it('a Game Loss the rules send to the start of a match is a pre-match one whatever was answered (IPG 1.1, 3.1, 3.4)', () => {
    expect(gameLossNotes('GAME_LOSS', 'IN_GAME', true)).toContain('NO_SIDEBOARD_FIRST_GAME_PLAYED');
  });

  it('timing unknown: the sideboard rule is said as a condition', () => {
    expect(gameLossNotes('GAME_LOSS', 'UNKNOWN')).toEqual(['PENALISED_PLAYER_CHOOSES_PLAY_DRAW', 'NO_SIDEBOARD_IF_BEFORE_MATCH']);
  });

  it('says nothing for other penalties', () => {
    for (const penalty of ['NONE', 'WARNING', 'MATCH_LOSS', 'DISQUALIFICATION']) expect(gameLossNotes(penalty, 'BEFORE_MATCH')).toEqual([]);
  });
});

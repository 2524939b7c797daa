import { walkHiddenCardTriage, walkMissedTriggerChart } from '@taikai/engine';
import { answer, formFill, gameLossNotesFor, hiddenCardAnswers, missedTriggerAnswers } from './judgingGuides';

// The Missed Trigger chart as the form (judge-handbook-ja.txt:19790-19849) and its hidden-card
// triage (:19853-19899); the Game Loss notes of IPG 1.1 (:17962-17967).
describe('the Missed Trigger guide', () => {
  const order = walkMissedTriggerChart({
    noticedBy: 'PLAYER_CALLED',
    suspectedIntentional: false,
    kind: 'VISIBLE_EFFECT',
    missed: true,
    detrimental: true,
    fixCase: 'OTHER',
    opponentPutsOnStack: false,
  }).questions;

  it('turns the clicks into the chart’s answers and fills the variant and remedies (chart :19813, :19845)', () => {
    const state = {
      NOTICED_BY: 'PLAYER_CALLED',
      SUSPECTED_INTENTIONAL: 'NO',
      KIND: 'VISIBLE_EFFECT',
      MISSED: 'YES',
      DETRIMENTAL: 'YES',
      FIX_CASE: 'OTHER',
      OPPONENT_PUTS_ON_STACK: 'NO',
    };
    const outcome = walkMissedTriggerChart(missedTriggerAnswers(state)).outcome;
    const gpeMt = {
      variants: [{ id: 'DETRIMENTAL' }],
      remedies: ['TRIGGER_RESOLVED', 'GAME_CONTINUED', 'TRIGGER_PUT_ON_STACK', 'TRIGGER_DECLINED_BY_OPPONENT', 'SIMPLE_BACKUP'].map(
        (code) => ({ code }),
      ),
    };
    expect(formFill(outcome, gpeMt)).toEqual({ variant: 'DETRIMENTAL', remedies: ['TRIGGER_DECLINED_BY_OPPONENT'] });
    // An older catalog without the remedy: nothing it does not list is filled in.
    expect(formFill(outcome, { variants: [], remedies: [{ code: 'TRIGGER_RESOLVED' }] })).toEqual({ variant: '', remedies: [] });
    expect(formFill({ kind: 'WALK_AWAY' }, gpeMt)).toBeNull();
  });

  it('forgets the answers after a question answered again', () => {
    const state = { NOTICED_BY: 'JUDGE_NOTICED', SUSPECTED_INTENTIONAL: 'NO', KIND: 'REFLEXIVE', MISSED: 'YES', DETRIMENTAL: 'NO' };
    expect(answer(state, order, 'KIND', 'RULE_CHANGING')).toEqual({
      NOTICED_BY: 'JUDGE_NOTICED',
      SUSPECTED_INTENTIONAL: 'NO',
      KIND: 'RULE_CHANGING',
    });
    expect(walkMissedTriggerChart(missedTriggerAnswers(state)).outcome).toEqual({ kind: 'WALK_AWAY' });
  });
});

describe('the hidden-card triage', () => {
  it('suggests the infraction from the clicks (chart :19866 → Mulligan Procedure Error)', () => {
    const state = { SEEN_NOT_JOINED: 'NO', PUBLIC_OR_DERIVED: 'NO', BEFORE_GAME: 'YES' };
    expect(walkHiddenCardTriage(hiddenCardAnswers(state)).suggestion?.infraction).toBe('GPE-MPE');
  });
});

describe('Game Loss notes in the form (IPG 1.1)', () => {
  it('the penalised player chooses play/draw; sideboarding said as a condition when the timing is unknown', () => {
    expect(gameLossNotesFor('GAME_LOSS', { infraction: 'GPE-HCE' })).toEqual([
      'PENALISED_PLAYER_CHOOSES_PLAY_DRAW',
      'NO_SIDEBOARD_IF_BEFORE_MATCH',
    ]);
    expect(gameLossNotesFor('GAME_LOSS', { infraction: 'GPE-HCE', matchState: 'IN_GAME' })).toEqual(['PENALISED_PLAYER_CHOOSES_PLAY_DRAW']);
  });

  it('Tardiness, a decklist error found outside a match, a carried-over or after-the-match Game Loss: no sideboards in the first game played', () => {
    for (const context of [
      { infraction: 'TE-TARDY' },
      { infraction: 'TE-DLP', atNextMatch: true },
      { infraction: 'GPE-GRV', carriedFromRound: 2 },
      { infraction: 'GPE-GRV', matchState: 'MATCH_OVER' },
    ])
      expect(gameLossNotesFor('GAME_LOSS', context)).toContain('NO_SIDEBOARD_FIRST_GAME_PLAYED');
    expect(gameLossNotesFor('WARNING', { infraction: 'TE-TARDY' })).toEqual([]);
  });
});

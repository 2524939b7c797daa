import { format, messages } from './i18n/messages';
import type { MessageKey } from './i18n/messages';
import { describeState, ordinal, playoffLabel, roundLabel } from './playerState';
import type { MyState } from './usePlayerData';

const en = (key: MessageKey, params?: Record<string, string | number>) => format(messages.en[key], params);
const ja = (key: MessageKey, params?: Record<string, string | number>) => format(messages.ja[key], params);
const base: MyState = {
  kind: 'PLAYING',
  roundNumber: 3,
  table: 4,
  rank: null,
  rankAfterRound: null,
  place: null,
  roundsBeforeFinal: null,
  droppedAt: null,
  droppedAfterRound: null,
  reentryPossible: false,
};
const time = () => '14:05';

describe('the player state, as the Now tab says it', () => {
  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
    expect(ordinal(3, 'ja')).toBe('3位');
  });

  it('says nothing extra while the player plays', () => {
    expect(describeState(base, en, 'en', time)).toBeNull();
    expect(describeState({ ...base, kind: 'BYE' }, en, 'en', time)).toBeNull();
  });

  it('names the place and the stage of a top cut loss', () => {
    expect(describeState({ ...base, kind: 'ELIMINATED', place: 3, roundsBeforeFinal: 1 }, en, 'en', time)).toEqual({
      headline: 'You finished 3rd',
      details: ['You lost in the semi-finals.'],
    });
    expect(describeState({ ...base, kind: 'ELIMINATED', place: 6, roundsBeforeFinal: 2 }, en, 'en', time)).toEqual({
      headline: 'Eliminated in the top cut: Quarter-final',
      details: ['Final place: 6th'],
    });
    expect(describeState({ ...base, kind: 'ELIMINATED', place: 2, roundsBeforeFinal: 0 }, ja, 'ja', time)?.headline).toBe('最終順位 2位');
    expect(describeState({ ...base, kind: 'CHAMPION', place: 1 }, en, 'en', time)?.headline).toBe('Champion!');
  });

  it('says the stage of a loss before the round is over and places are shared out', () => {
    expect(describeState({ ...base, kind: 'ELIMINATED', place: null, roundsBeforeFinal: 1 }, en, 'en', time)).toEqual({
      headline: 'Eliminated in the top cut: Semi-final',
      details: ['Your final place is settled when the other matches of this round end.'],
    });
    expect(describeState({ ...base, kind: 'ELIMINATED', place: null, roundsBeforeFinal: 2 }, ja, 'ja', time)?.headline).toBe(
      '決勝トーナメント敗退：準々決勝',
    );
  });

  it('tells a player out of the cut their rank, and a dropped player when and how to come back', () => {
    expect(describeState({ ...base, kind: 'NOT_IN_CUT', rank: 12 }, en, 'en', time)?.details[0]).toBe('Final standing: 12th');
    // Mid-event a dropped player's rank is only their rank so far.
    expect(
      describeState(
        { ...base, kind: 'DROPPED', droppedAt: '2026-01-01T05:05:00Z', droppedAfterRound: 2, rank: 7, rankAfterRound: 3 },
        ja,
        'ja',
        time,
      )!.details[1],
    ).toBe('第3回戦終了時の順位：7位');
    const dropped = describeState(
      { ...base, kind: 'DROPPED', droppedAt: '2026-01-01T05:05:00Z', droppedAfterRound: 2, reentryPossible: true },
      en,
      'en',
      time,
    )!;
    expect(dropped.details).toEqual(['You dropped after round 2 (14:05).', messages.en['state.reentry']]);
    expect(
      describeState({ ...base, kind: 'DROPPED', droppedAt: '2026-01-01T05:05:00Z', droppedAfterRound: 4 }, en, 'en', time)!.details.at(-1),
    ).toBe(messages.en['state.noReentry']);
  });

  it('labels top cut rounds by their phase, not their number', () => {
    const rounds = [1, 2, 3]
      .map((number) => ({ number, phaseKind: 'SWISS' }))
      .concat([4, 5, 6].map((number) => ({ number, phaseKind: 'SINGLE_ELIMINATION' })));
    expect(rounds.map((round) => roundLabel(round, rounds, 8, en))).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'Quarter-final',
      'Semi-final',
      'Final',
    ]);
    expect(roundLabel(rounds[3], rounds.slice(0, 4), 4, ja)).toBe('準決勝');
    expect(roundLabel(rounds[3], rounds, 16, en)).toBe('Round of 16');
  });
});

describe('playoffLabel: the final standings after a top cut', () => {
  const rows = [
    { playoff: 'CHAMPION', playoffRoundsBeforeFinal: null },
    { playoff: 'ELIMINATED', playoffRoundsBeforeFinal: 0 },
    { playoff: 'ELIMINATED', playoffRoundsBeforeFinal: 1 },
    { playoff: 'ELIMINATED', playoffRoundsBeforeFinal: 2 },
    { playoff: 'IN_PLAYOFF', playoffRoundsBeforeFinal: null },
    { playoff: null, playoffRoundsBeforeFinal: null },
  ];
  it('names the champion, finalist, top 4, top 8 and those still in, in English and Japanese', () => {
    expect(rows.map((row) => playoffLabel(row, en))).toEqual(['Champion', 'Finalist', 'Top 4', 'Top 8', 'In the playoff', null]);
    expect(rows.map((row) => playoffLabel(row, ja))).toEqual(['優勝', '準優勝', 'ベスト4', 'ベスト8', '決勝ラウンド進行中', null]);
  });
});

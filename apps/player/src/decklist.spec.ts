import { counterText, deckProblemText, decklistAccess, stepCount } from './decklist';

const problem = (
  code: string,
  facts: Partial<{ rule: string; card: string; count: number; min: number; max: number; line: number }> = {},
) => ({
  code,
  message: `server words for ${code}`,
  rule: null,
  card: null,
  count: null,
  min: null,
  max: null,
  line: null,
  ...facts,
});

describe('decklist on the phone', () => {
  it('is open until the deadline, locked after it (even before the server says so), and never open when staff enter the lists', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(decklistAccess({ submitter: 'PLAYER', locked: false, locksAt: null }, now)).toBe('open');
    expect(decklistAccess({ submitter: 'PLAYER', locked: false, locksAt: '2026-11-24T10:30:00Z' }, now)).toBe('open');
    expect(decklistAccess({ submitter: 'PLAYER', locked: false, locksAt: '2026-11-24T09:59:00Z' }, now)).toBe('locked');
    expect(decklistAccess({ submitter: 'PLAYER', locked: true, locksAt: null }, now)).toBe('locked');
    expect(decklistAccess({ submitter: 'STAFF', locked: false, locksAt: null }, now)).toBe('staffOnly');
  });

  it("words every problem code in the player's language, citing the rule, and quotes an unreadable line from what they typed", () => {
    expect(deckProblemText(problem('DECK_MAIN_TOO_FEW', { rule: 'MTR 6.1', count: 59, min: 60 }), '', null, 'ja')).toBe(
      'メインデッキが59枚です。60枚以上必要です（MTR 6.1）。',
    );
    // FFTCG 8.1.1: exactly 50, so "exactly" rather than "at most".
    expect(deckProblemText(problem('DECK_MAIN_TOO_MANY', { rule: 'FFTCG 8.1.1', count: 51, min: 50, max: 50 }), '', null, 'ja')).toBe(
      'メインデッキが51枚です。ちょうど50枚にしてください（FFTCG 8.1.1）。',
    );
    expect(deckProblemText(problem('DECK_CARD_NOT_LEGAL', { rule: 'MTR 6.2', card: 'Ponder' }), '', 'modern', 'ja')).toBe(
      'Ponderはmodernでは使用できません（MTR 6.2）。',
    );
    expect(deckProblemText(problem('DECKLIST_LINE_UNREADABLE', { line: 2 }), '4 稲妻\n  稲妻  \n56 山', null, 'ja')).toBe(
      '2行目を読み取れません: 「稲妻」。「4 カード名」の形で書いてください。',
    );
    expect(deckProblemText(problem('SOMETHING_NEW'), '', null, 'ja')).toBe('server words for SOMETHING_NEW');
  });

  it('turns counter rows into a list the API reads, skipping empty rows, with a Sideboard section only when there is one', () => {
    expect(
      counterText(
        [
          { count: 17, name: ' Island ' },
          { count: 0, name: 'Opt' },
          { count: 2, name: '' },
          { count: 23, name: 'Counterspell' },
        ],
        [],
      ),
    ).toBe('17 Island\n23 Counterspell');
    expect(counterText([{ count: 40, name: 'Plains' }], [{ count: 3, name: 'Pacifism' }])).toBe('40 Plains\n\nSideboard\n3 Pacifism');
    expect([stepCount(0, -1), stepCount(4, 1), stepCount(99, 1)]).toEqual([0, 5, 99]);
  });
});

import { deckProblemText, isWordedDeckProblem } from './deck-problems';

describe('deck problem words', () => {
  it('MTR 8.4: name the card and the seats of a team whose decks share it', () => {
    const facts = { rule: 'MTR 8.4', card: 'Naturalize', seats: 'A, C' };
    expect(deckProblemText('en', 'theirs', 'TEAM_DECKS_SHARE_CARD', facts)).toBe(
      'Naturalize is in the decks of seats A, C: teammates may not share a card other than basics (MTR 8.4).',
    );
    expect(deckProblemText('ja', 'yours', 'TEAM_COPY_LIMIT_OVERRIDE_SHARED', { ...facts, card: 'Relentless Rats' })).toBe(
      'Relentless Ratsが席A, Cのデッキに入っています。チーム内で1つのデッキでしか使えません（MTR 8.4）。',
    );
  });

  it("speak of the player's own list on their phone, and of a player's list to staff", () => {
    const facts = { rule: 'MTR 6.1', count: 59, min: 60, max: null };
    expect(deckProblemText('en', 'yours', 'DECK_MAIN_TOO_FEW', facts)).toBe('Your main deck has 59 cards; it needs at least 60 (MTR 6.1).');
    expect(deckProblemText('en', 'theirs', 'DECK_MAIN_TOO_FEW', facts)).toBe('The main deck has 59 cards; it needs at least 60 (MTR 6.1).');
    expect(deckProblemText('ja', 'yours', 'DECK_MAIN_TOO_FEW', facts)).toBe('メインデッキが59枚です。60枚以上必要です（MTR 6.1）。');
    expect(deckProblemText('en', 'theirs', 'DECK_SIDEBOARD_TOO_MANY', { rule: 'MTR 6.1', count: 16, max: 15 })).toBe(
      'The sideboard has 16 cards; it may have at most 15 (MTR 6.1).',
    );
  });

  it('say "exactly" when the rules fix the size (FFTCG 8.1.1: 50), whichever way it is off', () => {
    expect(deckProblemText('ja', 'yours', 'DECK_MAIN_TOO_MANY', { rule: 'FFTCG 8.1.1', count: 51, min: 50, max: 50 })).toBe(
      'メインデッキが51枚です。ちょうど50枚にしてください（FFTCG 8.1.1）。',
    );
    expect(deckProblemText('en', 'theirs', 'DECK_MAIN_TOO_FEW', { rule: 'FFTCG 8.1.1', count: 49, min: 50, max: 50 })).toBe(
      'The main deck has 49 cards; it needs exactly 50 (FFTCG 8.1.1).',
    );
  });

  it('FFTCG 5.2.5.1 (fftcg-rules-ja.txt:126): ask for the card number of a line without one', () => {
    const facts = { rule: 'FFTCG 5.2.5.1', card: 'Cloud', line: 3 };
    expect(deckProblemText('en', 'yours', 'DECK_CARD_NUMBER_MISSING', facts)).toBe(
      'Line 3: give the card number of "Cloud" (e.g. 1-182S); copies are counted by card number (FFTCG 5.2.5.1).',
    );
    expect(deckProblemText('ja', 'yours', 'DECK_CARD_NUMBER_MISSING', facts)).toBe(
      '3行目: 「Cloud」のカード番号（例: 1-182S）を書いてください。枚数はカード番号ごとに数えます（FFTCG 5.2.5.1）。',
    );
    expect(isWordedDeckProblem('DECK_CARD_NUMBER_MISSING')).toBe(true);
  });

  it('quote an unreadable line, and know only the codes they word', () => {
    expect(deckProblemText('en', 'yours', 'DECKLIST_LINE_UNREADABLE', { line: 2, text: '稲妻' })).toBe(
      'Line 2 cannot be read: "稲妻". Write "4 Card name".',
    );
    expect([
      isWordedDeckProblem('DECK_CARD_NOT_LEGAL'),
      isWordedDeckProblem('DECK_MAIN_NOT_EXACT'),
      isWordedDeckProblem('toString'),
    ]).toEqual([true, false, false]);
  });
});

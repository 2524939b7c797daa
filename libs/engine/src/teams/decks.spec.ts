import { cardIndexFromMtgjson, CardIndex } from '../decklists/cards';
import fixture from '../decklists/fixtures/atomic-cards.fixture.json';
import { parseDecklist } from '../decklists/parse';
import { checkUnifiedConstruction, TeamDeck } from './decks';
import type { TeamSeat } from './formats';

function cards(): CardIndex {
  const index = cardIndexFromMtgjson(fixture);
  if (!index.ok) throw new Error(index.code);
  return index.value;
}

const team = (lists: Partial<Record<TeamSeat, string>>): TeamDeck[] =>
  Object.entries(lists).map(([seat, text]) => ({ seat: seat as TeamSeat, list: parseDecklist(text) }));

describe('checkUnifiedConstruction (MTR 8.4, judge-handbook-ja.txt:17209 「英語のカード名が同じカード」)', () => {
  it('decks sharing only basic lands are fine, with or without a card database', () => {
    const decks = team({
      A: '4 Lightning Bolt\n56 Mountain',
      B: '4 Counterspell\n56 Island',
      C: '4 思案\n50 島\n6 Snow-Covered Island\nSideboard\n2 Mountain',
    });
    expect(checkUnifiedConstruction(decks)).toEqual([]);
    expect(checkUnifiedConstruction(decks, { cards: cards() })).toEqual([]);
  });

  it('a card in two decks, named in either language: the card by its English name and the seats', () => {
    const decks = team({ A: '4 Lightning Bolt\n56 Mountain', B: '4 Counterspell\n56 Island', C: '2 稲妻\n58 Mountain' });
    expect(checkUnifiedConstruction(decks, { cards: cards() })).toEqual([
      { code: 'TEAM_DECKS_SHARE_CARD', params: { rule: 'MTR 8.4', card: 'Lightning Bolt', seats: ['A', 'C'] } },
    ]);
  });

  it('without a database, names are joined where a list gives both (稲妻/Lightning Bolt), as in checkDecklist', () => {
    const decks = team({ A: '4 稲妻\n56 Mountain', B: '1 稲妻/Lightning Bolt\n59 Island', C: '4 Lightning Bolt\n56 Mountain' });
    expect(checkUnifiedConstruction(decks)).toEqual([
      { code: 'TEAM_DECKS_SHARE_CARD', params: { rule: 'MTR 8.4', card: 'Lightning Bolt', seats: ['A', 'B', 'C'] } },
    ]);
    // Only a database knows that 稲妻 alone is Lightning Bolt.
    expect(checkUnifiedConstruction(team({ A: '4 稲妻', C: '4 Lightning Bolt' }))).toEqual([]);
  });

  it('sideboards count with their deck (MTR 6.1)', () => {
    const decks = team({ A: '4 Counterspell\n56 Island', B: '60 Mountain\nSideboard\n2 Counterspell' });
    expect(checkUnifiedConstruction(decks)).toEqual([
      { code: 'TEAM_DECKS_SHARE_CARD', params: { rule: 'MTR 8.4', card: 'Counterspell', seats: ['A', 'B'] } },
    ]);
  });

  it('a card overriding the copy limit, in one deck only (:17214 「1つのデッキにおいてのみ」)', () => {
    expect(checkUnifiedConstruction(team({ A: '30 Relentless Rats\n30 Swamp', B: '60 Island' }), { cards: cards() })).toEqual([]);
    expect(
      checkUnifiedConstruction(team({ A: '30 Relentless Rats\n30 Swamp', B: '4 執拗なネズミ\n56 Swamp' }), { cards: cards() }),
    ).toEqual([{ code: 'TEAM_COPY_LIMIT_OVERRIDE_SHARED', params: { rule: 'MTR 8.4', card: 'Relentless Rats', seats: ['A', 'B'] } }]);
    expect(checkUnifiedConstruction(team({ B: '7 Seven Dwarves', C: '1 Seven Dwarves' }), { cards: cards() })).toEqual([
      { code: 'TEAM_COPY_LIMIT_OVERRIDE_SHARED', params: { rule: 'MTR 8.4', card: 'Seven Dwarves', seats: ['B', 'C'] } },
    ]);
  });

  it('a basic land is known by its supertype in the database', () => {
    expect(checkUnifiedConstruction(team({ A: '20 Island', B: '20 Island' }), { cards: cards() })).toEqual([]);
    expect(cards().lookup('島')?.basic).toBe(true);
    expect(cards().lookup('Relentless Rats')?.basic).toBeUndefined();
  });
});

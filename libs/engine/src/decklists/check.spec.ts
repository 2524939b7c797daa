import { FINAL_FANTASY_TCG, MAGIC, POKEMON_STYLE, RuleProfile } from '../profiles';
import { cardIndexFromMtgjson, CardIndex } from './cards';
import { checkDecklist, deckCounts, DeckProblem, sameCardNumber } from './check';
import { DeckFormat } from './deck-rules';
import { parseDecklist } from './parse';
import fixture from './fixtures/atomic-cards.fixture.json';

const codes = (problems: DeckProblem[]) => problems.map((problem) => problem.code);
const check = (profile: RuleProfile, format: DeckFormat, text: string, options = {}) =>
  checkDecklist(profile.deck, format, parseDecklist(text), options);

function cards(): CardIndex {
  const index = cardIndexFromMtgjson(fixture);
  if (!index.ok) throw new Error(index.code);
  return index.value;
}

describe('deck rules of each profile', () => {
  // [profile, format, list, expected codes]
  const table: [string, RuleProfile, DeckFormat, string, string[]][] = [
    // MTR 6.1: constructed main ≥ 60, sideboard ≤ 15, at most 4 of a card but basic lands.
    [
      'MTR 6.1: 60 cards and 15 in the sideboard are legal',
      MAGIC,
      'constructed',
      '4 Lightning Bolt\n56 Mountain\nSideboard\n15 Island',
      [],
    ],
    ['MTR 6.1: 59 cards are too few', MAGIC, 'constructed', '4 Lightning Bolt\n55 Mountain', ['DECK_MAIN_TOO_FEW']],
    ['MTR 6.1: no upper limit on the main deck', MAGIC, 'constructed', '4 Lightning Bolt\n100 Mountain', []],
    [
      'MTR 6.1: 16 sideboard cards are too many',
      MAGIC,
      'constructed',
      '4 Lightning Bolt\n56 Mountain\nSideboard\n4 Pyroblast\n12 Island',
      ['DECK_SIDEBOARD_TOO_MANY'],
    ],
    ['MTR 6.1: a fifth copy', MAGIC, 'constructed', '5 Lightning Bolt\n55 Mountain', ['DECK_TOO_MANY_COPIES']],
    [
      'MTR 6.1: copies in the deck and sideboard together',
      MAGIC,
      'constructed',
      '3 Lightning Bolt\n57 Mountain\nSideboard\n2 Lightning Bolt',
      ['DECK_TOO_MANY_COPIES'],
    ],
    [
      'MTR 6.1: the same card on two lines',
      MAGIC,
      'constructed',
      '3 Lightning Bolt\n2 lightning bolt\n55 Mountain',
      ['DECK_TOO_MANY_COPIES'],
    ],
    ['MTR 6.1: basic lands in any number, in Japanese too', MAGIC, 'constructed', '4 稲妻\n30 山\n26 Snow-Covered Mountain', []],
    ['MTR 7.1: limited main ≥ 40', MAGIC, 'limited', '23 Grizzly Bears\n16 Forest', ['DECK_MAIN_TOO_FEW']],
    [
      'MTR 7.1: limited has no copy or sideboard limit',
      MAGIC,
      'limited',
      '7 Grizzly Bears\n17 Forest\n16 Llanowar Elves\nSideboard\n45 Giant Growth',
      [],
    ],
    // FFTCG 8.1.1.1–8.1.1.2: constructed exactly 50, at most 3 of one card number; limited ≥ 40, no limit.
    ['FFTCG 8.1.1.1: exactly 50', FINAL_FANTASY_TCG, 'constructed', '3 1-182S Cloud\n47 1-001C Filler', ['DECK_TOO_MANY_COPIES']],
    ['FFTCG 8.1.1.1: 51 is too many', FINAL_FANTASY_TCG, 'constructed', ...fftcgDeck(51)],
    ['FFTCG 8.1.1.1: 49 is too few', FINAL_FANTASY_TCG, 'constructed', ...fftcgDeck(49)],
    ['FFTCG 8.1.1.1: 50 of 3 copies each is legal', FINAL_FANTASY_TCG, 'constructed', ...fftcgDeck(50)],
    [
      'FFTCG 8.1.1.2: a fourth copy of one card number',
      FINAL_FANTASY_TCG,
      'constructed',
      '4 1-182S Cloud\n' + fftcgDeck(46)[0],
      ['DECK_TOO_MANY_COPIES'],
    ],
    [
      'FFTCG 8.1.1.2: same name, different card numbers are different cards',
      FINAL_FANTASY_TCG,
      'constructed',
      '3 1-182S Cloud\n3 11-001H Cloud\n' + fftcgDeck(44)[0],
      [],
    ],
    ['FFTCG 8.1.1.2: limited ≥ 40, no copy limit', FINAL_FANTASY_TCG, 'limited', '10 1-182S Cloud\n30 1-001C Filler', []],
    ['FFTCG 8.1.1.1: limited 39 is too few', FINAL_FANTASY_TCG, 'limited', '39 1-001C Filler', ['DECK_MAIN_TOO_FEW']],
    // Pokémon-style: 60 exactly, at most 4 of a name but basic Energy.
    [
      'Pokémon-style: 60 with basic Energy in any number',
      POKEMON_STYLE,
      'constructed',
      '4 Pikachu\n4 Professor\n52 Basic Lightning Energy',
      [],
    ],
    ['Pokémon-style: 61 is too many', POKEMON_STYLE, 'constructed', '4 Pikachu\n57 Lightning Energy', ['DECK_MAIN_TOO_MANY']],
    ['Pokémon-style: a fifth copy', POKEMON_STYLE, 'constructed', '5 Pikachu\n55 基本雷エネルギー', ['DECK_TOO_MANY_COPIES']],
  ];
  it.each(table)('%s', (_name, profile, format, text, expected) => {
    expect(codes(check(profile, format, text))).toEqual(expected);
  });

  it('cites the rule and gives what the message needs', () => {
    expect(check(MAGIC, 'constructed', '5 Lightning Bolt\n54 Mountain\nSideboard\n16 Island')).toEqual([
      { code: 'DECK_MAIN_TOO_FEW', params: { rule: 'MTR 6.1', count: 59, min: 60, max: null } },
      { code: 'DECK_SIDEBOARD_TOO_MANY', params: { rule: 'MTR 6.1', count: 16, max: 15 } },
      { code: 'DECK_TOO_MANY_COPIES', params: { rule: 'MTR 6.1', card: 'Lightning Bolt', count: 5, max: 4 } },
    ]);
    expect(check(FINAL_FANTASY_TCG, 'constructed', '51 1-001C Filler')[0].params).toEqual({
      rule: 'FFTCG 8.1.1',
      count: 51,
      min: 50,
      max: 50,
    });
  });

  // FFTCG 5.2.5.1 (fftcg-rules-ja.txt:126 「同一のカード番号のカード」): the rarity letter is not part of the number.
  it('FFTCG 5.2.5.1: 1-182S and 1-182 are one card number, so 3 + 1 is a fourth copy', () => {
    expect(sameCardNumber('1-182S')).toBe('1-182');
    expect(sameCardNumber('13-065l')).toBe('13-065');
    expect(sameCardNumber('PR-001')).toBe('PR-001');
    expect(check(FINAL_FANTASY_TCG, 'constructed', '3 1-182S Cloud\n1 1-182 Cloud\n' + fftcgDeck(46)[0])).toEqual([
      { code: 'DECK_TOO_MANY_COPIES', params: { rule: 'FFTCG 8.1.1', card: '1-182', count: 4, max: 3 } },
    ]);
  });

  it('FFTCG 5.2.5.1: lines without a card number are not merged by name; the check asks for the number', () => {
    // Two lines named Cloud may be two different cards (1-182S, 11-001H): nothing is counted by name.
    expect(check(FINAL_FANTASY_TCG, 'constructed', '2 Cloud\n2 Cloud\n' + fftcgDeck(46)[0])).toEqual([
      { code: 'DECK_CARD_NUMBER_MISSING', params: { rule: 'FFTCG 5.2.5.1', card: 'Cloud', line: 1 } },
      { code: 'DECK_CARD_NUMBER_MISSING', params: { rule: 'FFTCG 5.2.5.1', card: 'Cloud', line: 2 } },
    ]);
    // Limited has no copy limit (8.1.1.2), so no number is needed; Magic counts by name as before.
    expect(check(FINAL_FANTASY_TCG, 'limited', '10 Cloud\n30 1-001C Filler')).toEqual([]);
    expect(codes(check(MAGIC, 'constructed', '2 Lightning Bolt\n3 Lightning Bolt\n55 Mountain'))).toEqual(['DECK_TOO_MANY_COPIES']);
  });

  it('counts main and sideboard', () => {
    expect(deckCounts(parseDecklist('4 Ponder\n56 Island\n\n15 Pyroblast'))).toEqual({ main: 60, sideboard: 15 });
  });
});

/** [list, expected codes] for an FFTCG deck of `size` cards, three of each card number. */
function fftcgDeck(size: number): [string, string[]] {
  const lines: string[] = [];
  for (let left = size, n = 100; left > 0; left -= 3, n++) lines.push(`${Math.min(3, left)} 2-${n}R Card ${n}`);
  return [lines.join('\n'), size < 50 ? ['DECK_MAIN_TOO_FEW'] : size > 50 ? ['DECK_MAIN_TOO_MANY'] : []];
}

describe('with a card database (MTGJSON AtomicCards format)', () => {
  it('matches Japanese and English names as one card, forgiving case and punctuation', () => {
    const index = cards();
    expect(index.lookup('稲妻')?.name).toBe('Lightning Bolt');
    expect(index.lookup('LIGHTNING BOLT')?.name).toBe('Lightning Bolt');
    expect(index.lookup('lim dul s vault')?.name).toBe("Lim-Dûl's Vault");
    expect(index.lookup('Lim-Dul’s Vault')?.name).toBe("Lim-Dûl's Vault");
    expect(index.lookup('リム・ドゥールの櫃')?.name).toBe("Lim-Dûl's Vault"); // ＝ or ・: punctuation
    expect(index.lookup('リム＝ドウールの櫃')).toBeUndefined(); // ゥ and ウ are different kana
    expect(index.lookup('Delver of Secrets')?.name).toBe('Delver of Secrets // Insectile Aberration');
    expect(index.lookup('秘密を掘り下げる者')?.name).toBe('Delver of Secrets // Insectile Aberration');
  });

  it('MTR 6.1: 稲妻 and Lightning Bolt count as one card', () => {
    const problems = check(MAGIC, 'constructed', '3 稲妻\n2 Lightning Bolt\n55 Island', { cards: cards() });
    expect(problems).toEqual([{ code: 'DECK_TOO_MANY_COPIES', params: { rule: 'MTR 6.1', card: 'Lightning Bolt', count: 5, max: 4 } }]);
  });

  it('MTR 6.1: "any number of cards named" and "up to seven" override the four-copy limit', () => {
    expect(check(MAGIC, 'constructed', '30 Relentless Rats\n7 Seven Dwarves\n23 Island', { cards: cards() })).toEqual([]);
    expect(codes(check(MAGIC, 'constructed', '30 Relentless Rats\n8 Seven Dwarves\n22 Island', { cards: cards() }))).toEqual([
      'DECK_TOO_MANY_COPIES',
    ]);
  });

  it('flags unknown names once, with the line, and still counts their copies', () => {
    const problems = check(MAGIC, 'constructed', '4 Lightning Blot\n4 Lightning Blot\n52 Island', { cards: cards() });
    expect(problems).toEqual([
      { code: 'DECK_CARD_UNKNOWN', params: { rule: 'MTR 6.1', card: 'Lightning Blot', line: 1 } },
      { code: 'DECK_TOO_MANY_COPIES', params: { rule: 'MTR 6.1', card: 'Lightning Blot', count: 8, max: 4 } },
    ]);
  });

  it('MTR 6.2: cards banned or not legal in the format, and restricted ones to one copy', () => {
    const list = '4 Ponder\n4 Lightning Bolt\n4 Counterspell\n48 Island';
    expect(
      check(MAGIC, 'constructed', list, { cards: cards(), legalityFormat: 'modern' }).map((p) => [
        p.code,
        p.params.card,
        p.params.legality,
      ]),
    ).toEqual([
      ['DECK_CARD_NOT_LEGAL', 'Ponder', 'Banned'],
      ['DECK_CARD_NOT_LEGAL', 'Counterspell', 'NotLegal'],
    ]);
    expect(check(MAGIC, 'constructed', list, { cards: cards(), legalityFormat: 'legacy' })).toEqual([]);
    expect(check(MAGIC, 'constructed', list, { cards: cards(), legalityFormat: 'vintage' })).toEqual([
      { code: 'DECK_TOO_MANY_COPIES', params: { rule: 'MTR 6.1', card: 'Ponder', count: 4, max: 1 } },
    ]);
  });

  it('refuses what is not the format', () => {
    expect(cardIndexFromMtgjson({ cards: [] })).toEqual({ ok: false, code: 'CARD_DATABASE_MALFORMED' });
    expect(cardIndexFromMtgjson(null)).toEqual({ ok: false, code: 'CARD_DATABASE_MALFORMED' });
    expect(cardIndexFromMtgjson({ data: {} })).toEqual({ ok: false, code: 'CARD_DATABASE_EMPTY' });
  });
});

describe('without a card database: copies across languages where the list names both (MTR 6.1)', () => {
  const tooMany = (text: string) => check(MAGIC, 'constructed', text).filter((p) => p.code === 'DECK_TOO_MANY_COPIES');

  it.each([
    ['a line with both names joins the other lines', '4 Lightning Bolt\n1 稲妻/Lightning Bolt\n55 Mountain'],
    ['both names in brackets, the Japanese list style', '4 稲妻\n1 《稲妻》(Lightning Bolt)\n55 Mountain'],
    ['full-width brackets, English first', '4 稲妻\n1 Lightning Bolt（稲妻）\n55 Mountain'],
    ['one Arena printing in two languages', '4 Lightning Bolt (M10) 146\n1 稲妻 (M10) 146\n55 Mountain'],
  ])('%s', (_case, text) => {
    expect(tooMany(text)).toEqual([
      { code: 'DECK_TOO_MANY_COPIES', params: { rule: 'MTR 6.1', card: 'Lightning Bolt', count: 5, max: 4 } },
    ]);
  });

  it('names the list never joins stay apart: nothing tells 稲妻 is Lightning Bolt', () => {
    expect(tooMany('4 Lightning Bolt\n4 稲妻\n52 Mountain')).toEqual([]);
  });

  it('basic lands stay unlimited under either name', () => {
    expect(check(MAGIC, 'constructed', '4 Lightning Bolt\n30 山/Mountain\n26 Mountain')).toEqual([]);
  });

  it('with a database, a line with both names is found by either', () => {
    expect(check(MAGIC, 'constructed', '4 いなずま/Lightning Bolt\n56 Island', { cards: cards() })).toEqual([]);
  });
});

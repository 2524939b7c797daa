import { parseDecklist } from './parse';

const entries = (list: { main: readonly { count: number; name: string }[]; sideboard: readonly { count: number; name: string }[] }) => ({
  main: list.main.map(({ count, name }) => `${count} ${name}`),
  sideboard: list.sideboard.map(({ count, name }) => `${count} ${name}`),
});

describe('parseDecklist: the common text formats', () => {
  const cases: [string, string, string[], string[]][] = [
    [
      'Magic Arena export with Deck and Sideboard sections',
      'Deck\n4 Lightning Bolt (M10) 146\n20 Mountain (M21) 272\n\nSideboard\n2 Smash to Smithereens (SHM) 107',
      ['4 Lightning Bolt', '20 Mountain'],
      ['2 Smash to Smithereens'],
    ],
    [
      'Arena export with its About header and a companion',
      'About\nName Mono Red\n\nCompanion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n4 Lightning Bolt (M10) 146',
      ['4 Lightning Bolt'],
      ['1 Lurrus of the Dream-Den'],
    ],
    [
      'MTGO / plain: a blank line before the sideboard',
      '4 Lightning Bolt\n56 Mountain\n\n3 Pyroblast',
      ['4 Lightning Bolt', '56 Mountain'],
      ['3 Pyroblast'],
    ],
    [
      'plain with a "Sideboard" line, blank lines inside the main deck',
      '4 Lightning Bolt\n\n56 Mountain\nSideboard\n3 Pyroblast',
      ['4 Lightning Bolt', '56 Mountain'],
      ['3 Pyroblast'],
    ],
    ['"Sideboard:" and "Sideboard (15)" headers', 'Main deck:\n4 Ponder\nSideboard (15):\n15 Island', ['4 Ponder'], ['15 Island']],
    [
      'SB: prefixes (MTGO .dek text)',
      '4 Ponder\nSB: 2 Duress\nSB:  1 Pyroblast\n56 Island',
      ['4 Ponder', '56 Island'],
      ['2 Duress', '1 Pyroblast'],
    ],
    ['counts written 4x and 4 x', '4x Lightning Bolt\n4 x Ponder', ['4 Lightning Bolt', '4 Ponder'], []],
    ['counts after the name', 'Lightning Bolt x4\n稲妻×3\n思案 4枚', ['4 Lightning Bolt', '3 稲妻', '4 思案'], []],
    [
      'Japanese card names and headers',
      'メインデッキ\n4 稲妻\n4 《思案》\n52 島\n\nサイドボード\n3 《紅蓮破》',
      ['4 稲妻', '4 思案', '52 島'],
      ['3 紅蓮破'],
    ],
    ['full-width digits and spaces', '４　稲妻\n５６　島', ['4 稲妻', '56 島'], []],
    ['comments are skipped', '// Burn\n# by Aoi\n4 Lightning Bolt', ['4 Lightning Bolt'], []],
    ['Windows line ends', '4 Lightning Bolt\r\n\r\n2 Pyroblast\r\n', ['4 Lightning Bolt'], ['2 Pyroblast']],
  ];
  it.each(cases)('%s', (_format, text, main, sideboard) => {
    const parsed = parseDecklist(text);
    expect(parsed.problems).toEqual([]);
    expect(entries(parsed)).toEqual({ main, sideboard });
  });

  it("keeps Arena's set and collector number", () => {
    expect(parseDecklist('4 Lightning Bolt (M10) 146').main[0]).toEqual({
      count: 4,
      name: 'Lightning Bolt',
      set: 'M10',
      collectorNumber: '146',
      line: 1,
    });
  });

  it.each([
    ['3 1-182S Cloud', { count: 3, name: 'Cloud', cardNumber: '1-182S' }],
    ['3 Cloud (1-182S)', { count: 3, name: 'Cloud', cardNumber: '1-182S' }],
    ['Cloud [1-182S] x3', { count: 3, name: 'Cloud', cardNumber: '1-182S' }],
    ['2 13-065L', { count: 2, name: '13-065L', cardNumber: '13-065L' }],
    ['1 PR-001 ティファ', { count: 1, name: 'ティファ', cardNumber: 'PR-001' }],
  ])('Final Fantasy TCG card numbers: %s', (text, expected) => {
    expect(parseDecklist(text).main[0]).toEqual({ ...expected, line: 1 });
  });

  it('reports each unreadable line with its number and reads the rest', () => {
    const parsed = parseDecklist('4 Lightning Bolt\nLightning Bolt\n0 Ponder\n1000 Island\n4 Counterspell');
    expect(entries(parsed)).toEqual({ main: ['4 Lightning Bolt', '4 Counterspell'], sideboard: [] });
    expect(parsed.problems).toEqual([
      { code: 'DECKLIST_LINE_UNREADABLE', params: { line: 2, text: 'Lightning Bolt' } },
      { code: 'DECKLIST_COUNT_INVALID', params: { line: 3, text: '0 Ponder' } },
      { code: 'DECKLIST_COUNT_INVALID', params: { line: 4, text: '1000 Island' } },
    ]);
  });

  it('an empty paste is an empty list', () => {
    expect(parseDecklist('\n  \n')).toEqual({ main: [], sideboard: [], problems: [] });
  });
});

describe('parseDecklist: a card named in Japanese and English on one line', () => {
  it.each([
    ['4 稲妻/Lightning Bolt', '稲妻', 'Lightning Bolt'],
    ['4 《稲妻/Lightning Bolt》', '稲妻', 'Lightning Bolt'],
    ['4 稲妻 (Lightning Bolt)', '稲妻', 'Lightning Bolt'],
    ['4 《稲妻》（Lightning Bolt）', '稲妻', 'Lightning Bolt'],
    ['Lightning Bolt / 稲妻 x4', 'Lightning Bolt', '稲妻'],
  ])('%s', (line, name, otherName) => {
    expect(parseDecklist(line).main).toEqual([{ count: 4, name, otherName, line: 1 }]);
  });

  it.each([['1 Who/What/When/Where/Why'], ['1 Fire // Ice'], ['4 Lightning Bolt (M10) 146'], ['2 火 // 氷']])('%s is one name', (line) => {
    expect(parseDecklist(line).main[0].otherName).toBeUndefined();
  });
});

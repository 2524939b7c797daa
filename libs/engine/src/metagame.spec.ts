import { archetypeKey, computeMetagame, listSignature, MetagameMatch, MetagamePlayer, SIGNATURE_SIZE, winRate } from './metagame';
import { rational } from './rational';

const win = (player1: string, player2: string): MetagameMatch => ({ player1, player2, player1Wins: 2, player2Wins: 0, draws: 0 });
const draw = (player1: string, player2: string): MetagameMatch => ({ player1, player2, player1Wins: 1, player2Wins: 1, draws: 0 });
const bye = (player1: string): MetagameMatch => ({ player1, player2: null, player1Wins: 2, player2Wins: 0, draws: 0 });

/** A 60-card list: eight 4-ofs and basic lands to fill. */
const list = (cards: string[], basics = 'Mountain') => [
  ...cards.map((name) => ({ count: 4, name })),
  { count: 60 - 4 * cards.length, name: basics },
];
const BURN = [
  'Lightning Bolt',
  'Monastery Swiftspear',
  'Lava Spike',
  'Rift Bolt',
  'Goblin Guide',
  'Skewer the Critics',
  'Boros Charm',
  'Eidolon of the Great Revel',
];
const TRON = [
  "Urza's Tower",
  "Urza's Mine",
  "Urza's Power Plant",
  'Karn Liberated',
  'Wurmcoil Engine',
  'Expedition Map',
  'Chromatic Star',
  'Sylvan Scrying',
];

describe('archetype names', () => {
  it('fold width, case and spaces, so one deck named three ways is one archetype', () => {
    expect(archetypeKey('Mono Red')).toBe(archetypeKey('mono red '));
    expect(archetypeKey('ＭＯＮＯ　ＲＥＤ')).toBe(archetypeKey('Mono  Red'));
    expect(archetypeKey('ｲｾﾞｯﾄ')).toBe(archetypeKey('イゼット'));
    const metagame = computeMetagame({
      players: [
        { id: 'a', deckName: 'Mono Red' },
        { id: 'b', deckName: 'mono red ' },
        { id: 'c', deckName: 'ＭＯＮＯ　ＲＥＤ' },
        { id: 'd', deckName: 'Mono Red' },
        { id: 'e', deckName: '  ' },
        { id: 'f' },
      ],
      matches: [],
      topCut: [],
    });
    expect(metagame.archetypes.map(({ name, source, players }) => ({ name, source, players }))).toEqual([
      { name: 'Mono Red', source: 'DECK_NAME', players: 4 },
      { name: null, source: 'UNKNOWN', players: 2 },
    ]);
    expect(metagame.archetypes[0].share).toEqual(rational(2, 3));
  });
});

describe('shares and conversion to the top cut', () => {
  it('count players, the cut and the conversion exactly', () => {
    const players: MetagamePlayer[] = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ id, deckName: 'Burn' })),
      ...['b1', 'b2', 'b3'].map((id) => ({ id, deckName: 'Tron' })),
    ];
    const metagame = computeMetagame({ players, matches: [], topCut: ['a1', 'b1', 'b2', 'b3'] });
    const [burn, tron] = metagame.archetypes;
    expect(metagame.topCutSize).toBe(4);
    expect([burn.name, burn.players, burn.share, burn.topCut, burn.topCutShare, burn.conversion]).toEqual([
      'Burn',
      5,
      rational(5, 8),
      1,
      rational(1, 4),
      rational(1, 5),
    ]);
    expect([tron.name, tron.topCut, tron.topCutShare, tron.conversion]).toEqual(['Tron', 3, rational(3, 4), rational(1, 1)]);
  });

  it('give no conversion without a cut', () => {
    const metagame = computeMetagame({ players: [{ id: 'a', deckName: 'Burn' }], matches: [], topCut: [] });
    expect(metagame.archetypes[0].conversion).toBeNull();
    expect(metagame.archetypes[0].topCutShare).toBeNull();
  });
});

describe('the matrix', () => {
  const players: MetagamePlayer[] = [
    { id: 'a1', deckName: 'Burn' },
    { id: 'a2', deckName: 'Burn' },
    { id: 'b1', deckName: 'Tron' },
    { id: 'b2', deckName: 'Tron' },
    { id: 'c1', deckName: 'Elves' },
  ];
  const matches: MetagameMatch[] = [
    win('a1', 'b1'),
    win('b2', 'a2'),
    win('a1', 'b2'),
    draw('a2', 'b1'),
    win('a1', 'a2'), // mirror
    bye('c1'),
    { player1: 'c1', player2: 'b1', player1Wins: 2, player2Wins: 1, draws: 0, doubleLoss: true },
    win('c1', 'a2'),
  ];
  const metagame = computeMetagame({ players, matches, topCut: [] });
  const cell = (archetype: string, opponent: string) =>
    metagame.matchups.find((matchup) => matchup.archetype === `name:${archetype}` && matchup.opponent === `name:${opponent}`);

  it('counts wins, losses and draws both ways round, the rate without draws', () => {
    expect(cell('burn', 'tron')).toMatchObject({ wins: 2, losses: 1, draws: 1, winRate: rational(2, 3) });
    expect(cell('tron', 'burn')).toMatchObject({ wins: 1, losses: 2, draws: 1, winRate: rational(1, 3) });
    expect(cell('elves', 'burn')).toMatchObject({ wins: 1, losses: 0, draws: 0, winRate: rational(1, 1) });
  });

  it('leaves out mirrors, byes and double losses', () => {
    expect(cell('burn', 'burn')).toBeUndefined();
    expect(metagame.mirrorMatches).toBe(1);
    expect(cell('elves', 'tron')).toBeUndefined();
    const burn = metagame.archetypes.find((line) => line.key === 'name:burn')!;
    expect([burn.wins, burn.losses, burn.draws, burn.winRate]).toEqual([2, 2, 1, rational(1, 2)]);
    const elves = metagame.archetypes.find((line) => line.key === 'name:elves')!;
    expect([elves.wins, elves.losses, elves.winRate]).toEqual([1, 0, rational(1, 1)]);
  });

  it('has no rate where every match was drawn', () => {
    expect(winRate(0, 0)).toBeNull();
  });
});

describe('archetypes found by decklists', () => {
  it('take the eight most numerous cards, basic lands left out, copies summed across lines', () => {
    const signature = listSignature([
      ...list(BURN),
      { count: 2, name: 'Mountain' },
      { count: 3, name: 'Inspiring Vantage' },
      { count: 1, name: 'lightning bolt' },
    ]).map((card) => card.name);
    expect(signature).toHaveLength(SIGNATURE_SIZE);
    expect(signature[0]).toBe('Lightning Bolt');
    expect(signature).not.toContain('Mountain');
    expect(signature).not.toContain('Inspiring Vantage');
  });

  it('join a named archetype sharing six of eight cards, else group by themselves, named by their first cards', () => {
    const variant = [...BURN.slice(0, 6), 'Play with Fire', 'Searing Blaze'];
    const metagame = computeMetagame({
      players: [
        { id: 'named', deckName: 'Burn', main: list(BURN) },
        { id: 'burn-unnamed', main: list(variant) },
        { id: 'tron-1', main: list(TRON, 'Forest') },
        { id: 'tron-2', main: list([...TRON.slice(0, 6), 'Ancient Stirrings', 'Oblivion Stone'], 'Forest') },
        { id: 'odd', main: list([...BURN.slice(0, 5), ...TRON.slice(0, 3)]) },
        { id: 'nothing' },
      ],
      matches: [],
      topCut: [],
    });
    const byPlayer = (id: string) => metagame.archetypes.find((line) => line.key === metagame.archetypeOf.get(id))!;
    expect(byPlayer('burn-unnamed').name).toBe('Burn');
    expect(byPlayer('burn-unnamed').players).toBe(2);
    expect(byPlayer('tron-1')).toBe(byPlayer('tron-2'));
    expect(byPlayer('tron-1').source).toBe('DECKLIST');
    expect(byPlayer('tron-1').players).toBe(2);
    expect(byPlayer('odd')).not.toBe(byPlayer('tron-1'));
    expect(byPlayer('odd')).not.toBe(byPlayer('named'));
    expect(byPlayer('nothing').source).toBe('UNKNOWN');
    expect(byPlayer('tron-1').name?.split(' / ')).toHaveLength(3);
  });

  it('do not depend on the order the players come in', () => {
    const players: MetagamePlayer[] = [
      { id: 'p1', main: list(TRON, 'Forest') },
      { id: 'p2', main: list([...TRON.slice(0, 6), 'Ancient Stirrings', 'Oblivion Stone'], 'Forest') },
      { id: 'p3', main: list(BURN) },
    ];
    const forward = computeMetagame({ players, matches: [], topCut: [] });
    const backward = computeMetagame({ players: [...players].reverse(), matches: [], topCut: [] });
    expect(backward.archetypes).toEqual(forward.archetypes);
  });
});

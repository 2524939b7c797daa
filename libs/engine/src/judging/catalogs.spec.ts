import {
  CATALOGS,
  catalogFor,
  findCatalog,
  findInfraction,
  GENERIC,
  InfractionCatalog,
  MAGIC_IPG,
  MAGIC_REGULAR,
  Penalty,
  POKEMON,
  Rel,
} from './catalogs';


describe.each(CATALOGS.map((catalog) => [catalog.id, catalog] as [string, InfractionCatalog]))('catalog %s', (_id, catalog) => {
  const onLadder = (penalty: Penalty) => catalog.ladder.includes(penalty);
  const step = (penalty: Penalty) => catalog.ladder.indexOf(penalty);

  it('has unique infraction codes and no repeated ladder step', () => {
    const codes = catalog.infractions.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(catalog.ladder).size).toBe(catalog.ladder.length);
  });

  it('uses only penalties on its ladder', () => {
    expect(onLadder(catalog.approvalFrom)).toBe(true);
    for (const entry of catalog.infractions) {
      expect([entry.code, onLadder(entry.defaultPenalty)]).toEqual([entry.code, true]);
      for (const variant of entry.variants) expect([entry.code, variant.id, onLadder(variant.penalty)]).toEqual([entry.code, variant.id, true]);
      if (entry.repeat) {
        expect(onLadder(entry.repeat.level) && onLadder(entry.repeat.becomes)).toBe(true);
        expect(step(entry.repeat.becomes)).toBeGreaterThan(step(entry.repeat.level));
        expect(entry.repeat.fromNth).toBeGreaterThanOrEqual(2);
      }
      if (entry.mayEscalateTo) expect(step(entry.mayEscalateTo)).toBeGreaterThan(step(entry.defaultPenalty));
    }
  });

  it('is found by its id', () => expect(findCatalog(catalog.id)).toBe(catalog));
});

it('catalog ids are unique', () => {
  expect(new Set(CATALOGS.map((catalog) => catalog.id)).size).toBe(CATALOGS.length);
  expect(findCatalog('nope')).toBeUndefined();
});

describe('MAGIC_IPG', () => {
  it('orders penalties Warning < Game Loss < Match Loss < Disqualification, Missed Trigger below', () => {
    expect(MAGIC_IPG.ladder).toEqual(['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION']);
  });

  // IPG appendix A, with the Japanese names printed there.
  const appendixA: [string, string, string, Penalty][] = [
    ['GPE-MT', 'GAME_PLAY_ERROR', '誘発忘れ', 'NONE'],
    ['GPE-LEC', 'GAME_PLAY_ERROR', '過剰なカードを見た', 'WARNING'],
    ['GPE-HCE', 'GAME_PLAY_ERROR', '非公開カードに関する誤り', 'WARNING'],
    ['GPE-MPE', 'GAME_PLAY_ERROR', 'マリガン手順の誤り', 'WARNING'],
    ['GPE-GRV', 'GAME_PLAY_ERROR', 'その他一般のゲームルール抵触行為', 'WARNING'],
    ['GPE-FMGS', 'GAME_PLAY_ERROR', '違反の見逃し', 'WARNING'],
    ['TE-TARDY', 'TOURNAMENT_ERROR', '遅刻', 'GAME_LOSS'],
    ['TE-OA', 'TOURNAMENT_ERROR', '外部情報の参照', 'MATCH_LOSS'],
    ['TE-SP', 'TOURNAMENT_ERROR', '遅いプレイ', 'WARNING'],
    ['TE-DLP', 'TOURNAMENT_ERROR', 'デッキリストの問題', 'GAME_LOSS'],
    ['TE-DP', 'TOURNAMENT_ERROR', 'デッキの問題', 'WARNING'],
    ['TE-LPV', 'TOURNAMENT_ERROR', 'リミテッド手順抵触行為', 'WARNING'],
    ['TE-CPV', 'TOURNAMENT_ERROR', '意思疎通規定抵触行為', 'WARNING'],
    ['TE-MC', 'TOURNAMENT_ERROR', '区別できるカード', 'WARNING'],
    ['TE-IS', 'TOURNAMENT_ERROR', '不充分な切り直し', 'WARNING'],
    ['USC-MINOR', 'UNSPORTING_CONDUCT', '軽度', 'WARNING'],
    ['USC-MAJOR', 'UNSPORTING_CONDUCT', '重度', 'MATCH_LOSS'],
    ['USC-IDW', 'UNSPORTING_CONDUCT', '結果の捏造', 'MATCH_LOSS'],
    ['USC-BW', 'UNSPORTING_CONDUCT', '買収・賭博', 'MATCH_LOSS'],
    ['USC-AB', 'UNSPORTING_CONDUCT', '攻撃的行為', 'DISQUALIFICATION'],
    ['USC-TTM', 'UNSPORTING_CONDUCT', 'イベント物品の窃盗', 'DISQUALIFICATION'],
    ['USC-STALL', 'UNSPORTING_CONDUCT', '遅延行為', 'DISQUALIFICATION'],
    ['USC-CHEAT', 'UNSPORTING_CONDUCT', '故意の違反', 'DISQUALIFICATION'],
  ];

  it('holds exactly the infractions of appendix A', () => {
    expect(MAGIC_IPG.infractions.map((entry) => entry.code).sort()).toEqual(appendixA.map(([code]) => code).sort());
  });

  it.each(appendixA)('%s is a %s (%s) with default %s', (code, category, _ja, penalty) => {
    const entry = findInfraction(MAGIC_IPG, code);
    expect(entry?.category).toBe(category);
    expect(entry?.defaultPenalty).toBe(penalty);
  });

  it('numbers infractions by IPG section, 2.x game play, 3.x tournament, 4.x unsporting', () => {
    const prefix = { GAME_PLAY_ERROR: '2.', TOURNAMENT_ERROR: '3.', UNSPORTING_CONDUCT: '4.' };
    for (const entry of MAGIC_IPG.infractions) expect(entry.section?.startsWith(prefix[entry.category])).toBe(true);
  });
});

describe('MAGIC_REGULAR', () => {
  it('has no Warnings: errors are fixed, serious problems disqualify', () => {
    expect(MAGIC_REGULAR.ladder).not.toContain('WARNING');
    expect(MAGIC_REGULAR.ladder[0]).toBe('NONE');
    for (const entry of MAGIC_REGULAR.infractions) {
      const serious = ['REG-AB', 'REG-CHEAT', 'REG-THEFT'].includes(entry.code);
      expect([entry.code, entry.defaultPenalty]).toEqual([entry.code, serious ? 'DISQUALIFICATION' : 'NONE']);
      if (!serious) expect([entry.code, entry.mayEscalateTo]).toEqual([entry.code, 'GAME_LOSS']);
    }
  });

  it('makes a player 10 minutes late lose the match', () => {
    expect(findInfraction(MAGIC_REGULAR, 'REG-TARDY')?.variants).toEqual([
      expect.objectContaining({ id: 'NOT_SEATED_AFTER_10_MINUTES', penalty: 'MATCH_LOSS' }),
    ]);
  });

  it('never upgrades automatically', () => {
    expect(MAGIC_REGULAR.infractions.every((entry) => entry.repeat === null)).toBe(true);
  });
});

it('POKEMON has the plain ladder Caution < Warning < Prize Loss < Game Loss < Match Loss < DQ', () => {
  expect(POKEMON.ladder).toEqual(['CAUTION', 'WARNING', 'PRIZE_LOSS', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION']);
});

describe('catalogFor', () => {
  const cases: [string, Rel, InfractionCatalog][] = [
    ['magic', 'REGULAR', MAGIC_REGULAR],
    ['magic', 'COMPETITIVE', MAGIC_IPG],
    ['magic', 'PROFESSIONAL', MAGIC_IPG],
    ['pokemon', 'REGULAR', POKEMON],
    ['pokemon', 'COMPETITIVE', POKEMON],
    ['pokemon-style', 'PROFESSIONAL', POKEMON],
    ['fftcg', 'COMPETITIVE', GENERIC],
    ['something-else', 'REGULAR', GENERIC],
  ];
  it.each(cases)('%s at %s', (profile, rel, catalog) => expect(catalogFor(profile, rel).id).toBe(catalog.id));
});

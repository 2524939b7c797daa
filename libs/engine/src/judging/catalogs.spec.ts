import {
  CATALOGS,
  catalogFor,
  findCatalog,
  findInfraction,
  GENERIC,
  HEAD_JUDGE_REMEDIES,
  InfractionCatalog,
  MAGIC_IPG,
  MAGIC_REGULAR,
  Penalty,
  POKEMON,
  Rel,
  remedyNeedsHeadJudge,
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
      for (const variant of entry.variants)
        expect([entry.code, variant.id, onLadder(variant.penalty)]).toEqual([entry.code, variant.id, true]);
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

describe('variants as data (IPG 2.1, 3.1, 3.4)', () => {
  const variant = (catalog: InfractionCatalog, code: string, id: string) =>
    findInfraction(catalog, code)?.variants.find((v) => v.id === id);

  // [rule, catalog, infraction, variant, penalty, drops, at next match]
  const cases: [string, InfractionCatalog, string, string, Penalty, boolean, boolean][] = [
    [
      'IPG 2.1 Missed Trigger: Warning when detrimental to its controller and from a card they own',
      MAGIC_IPG,
      'GPE-MT',
      'DETRIMENTAL',
      'WARNING',
      false,
      false,
    ],
    [
      'IPG 3.1 Tardiness: Warning when seated within the first minute',
      MAGIC_IPG,
      'TE-TARDY',
      'SEATED_WITHIN_FIRST_MINUTE',
      'WARNING',
      false,
      false,
    ],
    [
      'IPG 3.1 Tardiness: Match Loss and dropped when not seated 10 minutes into the round',
      MAGIC_IPG,
      'TE-TARDY',
      'NOT_SEATED_AFTER_10_MINUTES',
      'MATCH_LOSS',
      true,
      false,
    ],
    [
      'IPG 3.4 Decklist Problem found outside a match: Game Loss at the start of the next match',
      MAGIC_IPG,
      'TE-DLP',
      'FOUND_OUTSIDE_MATCH',
      'GAME_LOSS',
      false,
      true,
    ],
    [
      'JAR Tardiness: 10 minutes late forfeits the match and drops the player',
      MAGIC_REGULAR,
      'REG-TARDY',
      'NOT_SEATED_AFTER_10_MINUTES',
      'MATCH_LOSS',
      true,
      false,
    ],
  ];
  it.each(cases)('%s', (_rule, catalog, code, id, penalty, drops, atNextMatch) => {
    const found = variant(catalog, code, id);
    expect(found).toBeDefined();
    expect([found!.penalty, found!.drops === true, found!.atNextMatch === true]).toEqual([penalty, drops, atNextMatch]);
  });

  it('Tardiness keeps its Game Loss default (IPG 3.1 and appendix A)', () => {
    expect(findInfraction(MAGIC_IPG, 'TE-TARDY')?.defaultPenalty).toBe('GAME_LOSS');
  });
});

describe('remedies recorded as codes (IPG "Additional Remedy", JAR fixes)', () => {
  const cases: [string, InfractionCatalog, string, string][] = [
    ['IPG 2.2 Looking at Extra Cards: the cards seen are shuffled back', MAGIC_IPG, 'GPE-LEC', 'LIBRARY_SHUFFLED'],
    ['IPG 2.3 Hidden Card Error: the opponent chooses the card returned', MAGIC_IPG, 'GPE-HCE', 'CARD_RETURNED_BY_OPPONENT'],
    ['IPG 2.5 Game Rule Violation: simple backup', MAGIC_IPG, 'GPE-GRV', 'SIMPLE_BACKUP'],
    ['IPG 2.5 Game Rule Violation: partial fix', MAGIC_IPG, 'GPE-GRV', 'PARTIAL_FIX'],
    ['IPG 3.1 Tardiness: time extension', MAGIC_IPG, 'TE-TARDY', 'TIME_EXTENSION'],
    ['IPG 3.3 Slow Play: extra turns', MAGIC_IPG, 'TE-SP', 'EXTRA_TURNS'],
    ['IPG 3.4 Decklist Problem: decklist corrected', MAGIC_IPG, 'TE-DLP', 'DECKLIST_CORRECTED'],
    ['IPG 3.5 Deck Problem: missing cards returned', MAGIC_IPG, 'TE-DP', 'MISSING_CARDS_RETURNED'],
    ['IPG 3.8 Marked Cards: cards or sleeves replaced', MAGIC_IPG, 'TE-MC', 'CARDS_OR_SLEEVES_REPLACED'],
    ['IPG 3.9 Insufficient Shuffling: library shuffled', MAGIC_IPG, 'TE-IS', 'LIBRARY_SHUFFLED'],
    [
      'JAR Common mistakes: extra cards drawn, the opponent chooses the card returned',
      MAGIC_REGULAR,
      'REG-DRAW',
      'CARD_RETURNED_BY_OPPONENT',
    ],
  ];
  it.each(cases)('%s', (_rule, catalog, code, remedy) => {
    expect(findInfraction(catalog, code)?.remedies).toContain(remedy);
  });

  it.each(CATALOGS.map((catalog) => [catalog.id, catalog] as [string, InfractionCatalog]))(
    '%s lists each remedy of an infraction once',
    (_id, catalog) => {
      for (const entry of catalog.infractions) expect(new Set(entry.remedies).size).toBe(entry.remedies.length);
    },
  );
});

describe('JAR: Regular REL is fix-and-educate', () => {
  it('records an educational note, not a Warning, and only at Regular REL', () => {
    expect(CATALOGS.filter((catalog) => catalog.fixAndEducate).map((catalog) => catalog.id)).toEqual(['magic-regular']);
  });

  it('gives a penalty by default only for unsporting conduct and cheating ("Serious problems")', () => {
    const penalised = MAGIC_REGULAR.infractions.filter((entry) => entry.defaultPenalty !== 'NONE');
    expect(penalised.every((entry) => entry.category === 'UNSPORTING_CONDUCT')).toBe(true);
    expect(penalised.map((entry) => entry.code)).toContain('REG-CHEAT');
  });
});

describe('issue 24: prescribed penalties recorded as variants, not deviations', () => {
  const variant = (code: string, id: string) => findInfraction(MAGIC_IPG, code)?.variants.find((v) => v.id === id);

  // [rule (seed line), infraction, variant, penalty]
  const cases: [string, string, string, Penalty][] = [
    [
      'IPG 2.3 upgrade (judge-handbook-ja.txt:18328 「変異能力を持たない」): face-down card without morph',
      'GPE-HCE',
      'FACE_DOWN_WITHOUT_MORPH',
      'GAME_LOSS',
    ],
    [
      'IPG 3.2 downgrade (:18527 「ゲーム間に見て構わない」): information allowed between games',
      'TE-OA',
      'ALLOWED_BETWEEN_GAMES',
      'GAME_LOSS',
    ],
    [
      'IPG 3.8 upgrade (:18802 「交換するカードを準備できなかった」): basic lands stand in',
      'TE-MC',
      'NO_REPLACEMENT_BASIC_LANDS',
      'GAME_LOSS',
    ],
    ['IPG 3.8 upgrade (:18810): a pattern the owner could profit from', 'TE-MC', 'PATTERN', 'GAME_LOSS'],
    [
      'IPG 3.5 upgrade (:18699): illegal count found when presenting the deck or at a deck check',
      'TE-DP',
      'ILLEGAL_COUNT_AT_PRESENTATION',
      'GAME_LOSS',
    ],
    [
      'IPG 3.5 upgrade (:18704): a strategic decision based on the sideboard card',
      'TE-DP',
      'OPPONENT_DECIDED_ON_SIDEBOARD_CARD',
      'GAME_LOSS',
    ],
    ['IPG 3.5 upgrade (:18708): excess copies found after the game started', 'TE-DP', 'EXCESS_COPIES_AFTER_GAME_START', 'GAME_LOSS'],
    ['IPG 3.5 additional remedy (:18694): the companion restriction cannot be met', 'TE-DP', 'COMPANION_UNSATISFIABLE', 'GAME_LOSS'],
  ];
  it.each(cases)('%s', (_rule, code, id, penalty) => expect(variant(code, id)?.penalty).toBe(penalty));

  it("lists TE-DP's upgrade conditions one by one instead of a single UPGRADED (IPG 3.5)", () => {
    const ids = findInfraction(MAGIC_IPG, 'TE-DP')!.variants.map((v) => v.id);
    expect(ids).not.toContain('UPGRADED');
    expect(ids).toHaveLength(4);
  });
});

describe('issue 24: Missed Trigger, backups and their remedies (IPG 1.4, 2.1, 2.5, 3.7)', () => {
  const remedies = (code: string) => findInfraction(MAGIC_IPG, code)?.remedies ?? [];

  it('Missed Trigger: the game continues (:18202; chart :19842 「処理しないでゲーム続行」)', () =>
    expect(remedies('GPE-MT')).toContain('GAME_CONTINUED'));

  it('Missed Trigger: the opponent chooses not to put it on the stack (:18206 「スタックに置くかどうかを選ぶ」)', () =>
    expect(remedies('GPE-MT')).toEqual(expect.arrayContaining(['TRIGGER_PUT_ON_STACK', 'TRIGGER_DECLINED_BY_OPPONENT'])));

  it('Game Rule Violation: a full backup is its own remedy (:18412 「完全な復元を検討」)', () =>
    expect(remedies('GPE-GRV')).toEqual(['SIMPLE_BACKUP', 'PARTIAL_FIX', 'FULL_BACKUP', 'GAME_CONTINUED']));

  it('Communication Policy Violation: a backup to the point of the action, not a simple backup (:18767 「行動した時点まで」)', () =>
    expect(remedies('TE-CPV')).toEqual(['BACKUP_TO_ACTION']));

  it('only the head judge records a backup beyond a simple one (IPG 1.4, :18052 「ヘッドジャッジだけが復元を許可できる」)', () => {
    expect(HEAD_JUDGE_REMEDIES).toEqual(['FULL_BACKUP', 'BACKUP_TO_ACTION']);
    expect(remedyNeedsHeadJudge('FULL_BACKUP')).toBe(true);
    expect(remedyNeedsHeadJudge('BACKUP_TO_ACTION')).toBe(true);
    expect(remedyNeedsHeadJudge('SIMPLE_BACKUP')).toBe(false);
    expect(remedyNeedsHeadJudge('GAME_CONTINUED')).toBe(false);
  });
});

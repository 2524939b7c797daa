import fc from 'fast-check';
import { MAGIC_IPG, MAGIC_REGULAR, Penalty, POKEMON } from './catalogs';
import { deviationAllowed, PenaltyHistoryEntry, suggestPenalty } from './upgrades';

const W = (infraction: string, extra: Partial<PenaltyHistoryEntry> = {}): PenaltyHistoryEntry => ({
  infraction,
  penalty: 'WARNING',
  ...extra,
});
const GL = (infraction: string, extra: Partial<PenaltyHistoryEntry> = {}): PenaltyHistoryEntry => ({
  infraction,
  penalty: 'GAME_LOSS',
  ...extra,
});
const ML = (infraction: string, extra: Partial<PenaltyHistoryEntry> = {}): PenaltyHistoryEntry => ({
  infraction,
  penalty: 'MATCH_LOSS',
  ...extra,
});

type Case = [string, string, PenaltyHistoryEntry[], { day?: number; variant?: string }, Penalty, string, number];

describe('suggestPenalty (IPG 2, 3, 4.1, 4.2)', () => {
  // [description, infraction, history, options, penalty, reason, previous counted]
  const cases: Case[] = [
    // Game Play Errors: the third Warning for the same infraction is a Game Loss.
    ['first GRV', 'GPE-GRV', [], {}, 'WARNING', 'DEFAULT', 0],
    ['second GRV', 'GPE-GRV', [W('GPE-GRV')], {}, 'WARNING', 'DEFAULT', 1],
    ['third GRV', 'GPE-GRV', [W('GPE-GRV'), W('GPE-GRV')], {}, 'GAME_LOSS', 'REPEAT_GAME_PLAY_WARNING', 2],
    [
      'fourth GRV after an upgraded third',
      'GPE-GRV',
      [W('GPE-GRV'), W('GPE-GRV'), GL('GPE-GRV')],
      {},
      'GAME_LOSS',
      'REPEAT_GAME_PLAY_WARNING',
      2,
    ],
    ['third LEC', 'GPE-LEC', [W('GPE-LEC'), W('GPE-LEC')], {}, 'GAME_LOSS', 'REPEAT_GAME_PLAY_WARNING', 2],
    ['third HCE', 'GPE-HCE', [W('GPE-HCE'), W('GPE-HCE')], {}, 'GAME_LOSS', 'REPEAT_GAME_PLAY_WARNING', 2],
    ['third MPE', 'GPE-MPE', [W('GPE-MPE'), W('GPE-MPE')], {}, 'GAME_LOSS', 'REPEAT_GAME_PLAY_WARNING', 2],
    // Failure to Maintain Game State never upgrades.
    ['third FtMGS', 'GPE-FMGS', [W('GPE-FMGS'), W('GPE-FMGS')], {}, 'WARNING', 'DEFAULT', 0],
    ['fifth FtMGS', 'GPE-FMGS', [W('GPE-FMGS'), W('GPE-FMGS'), W('GPE-FMGS'), W('GPE-FMGS')], {}, 'WARNING', 'DEFAULT', 0],
    // Different infractions do not combine.
    ['GRV after LEC and HCE', 'GPE-GRV', [W('GPE-LEC'), W('GPE-HCE')], {}, 'WARNING', 'DEFAULT', 0],
    ['GRV after one GRV and one LEC', 'GPE-GRV', [W('GPE-GRV'), W('GPE-LEC')], {}, 'WARNING', 'DEFAULT', 1],
    ['Slow Play after a Deck Problem', 'TE-SP', [W('TE-DP')], {}, 'WARNING', 'DEFAULT', 0],
    // Missed Trigger: no penalty, so nothing to upgrade; its detrimental Warnings upgrade like any GPE.
    ['Missed Trigger after two MT Warnings', 'GPE-MT', [W('GPE-MT'), W('GPE-MT')], {}, 'NONE', 'DEFAULT', 2],
    ['detrimental Missed Trigger', 'GPE-MT', [], { variant: 'DETRIMENTAL' }, 'WARNING', 'VARIANT', 0],
    [
      'third detrimental Missed Trigger',
      'GPE-MT',
      [W('GPE-MT'), W('GPE-MT')],
      { variant: 'DETRIMENTAL' },
      'GAME_LOSS',
      'REPEAT_GAME_PLAY_WARNING',
      2,
    ],
    // Tournament Errors: the second Warning for the same infraction is a Game Loss.
    ['first Slow Play', 'TE-SP', [], {}, 'WARNING', 'DEFAULT', 0],
    ['second Slow Play', 'TE-SP', [W('TE-SP')], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['second Deck Problem', 'TE-DP', [W('TE-DP')], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['second CPV', 'TE-CPV', [W('TE-CPV')], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['second Marked Cards', 'TE-MC', [W('TE-MC')], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['second Insufficient Shuffling', 'TE-IS', [W('TE-IS')], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['second LPV', 'TE-LPV', [W('TE-LPV')], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['Tardiness', 'TE-TARDY', [], {}, 'GAME_LOSS', 'DEFAULT', 0],
    ['Tardiness, seated within a minute', 'TE-TARDY', [], { variant: 'SEATED_WITHIN_FIRST_MINUTE' }, 'WARNING', 'VARIANT', 0],
    [
      'Tardiness again within a minute',
      'TE-TARDY',
      [W('TE-TARDY')],
      { variant: 'SEATED_WITHIN_FIRST_MINUTE' },
      'GAME_LOSS',
      'REPEAT_TOURNAMENT_WARNING',
      1,
    ],
    ['Tardiness, 10 minutes', 'TE-TARDY', [], { variant: 'NOT_SEATED_AFTER_10_MINUTES' }, 'MATCH_LOSS', 'VARIANT', 0],
    ['second Decklist Problem (Game Loss already)', 'TE-DLP', [GL('TE-DLP')], {}, 'GAME_LOSS', 'DEFAULT', 0],
    ['second Outside Assistance (Match Loss already)', 'TE-OA', [ML('TE-OA')], {}, 'MATCH_LOSS', 'DEFAULT', 0],
    // Multi-day events: earlier days' Warnings do not count.
    ['Slow Play on day 2 after one on day 1', 'TE-SP', [W('TE-SP', { day: 1 })], { day: 2 }, 'WARNING', 'DEFAULT', 0],
    [
      'Slow Play on day 2 after one on day 2',
      'TE-SP',
      [W('TE-SP', { day: 1 }), W('TE-SP', { day: 2 })],
      { day: 2 },
      'GAME_LOSS',
      'REPEAT_TOURNAMENT_WARNING',
      1,
    ],
    [
      'third GRV on day 2, two on day 1',
      'GPE-GRV',
      [W('GPE-GRV', { day: 1 }), W('GPE-GRV', { day: 1 })],
      { day: 2 },
      'WARNING',
      'DEFAULT',
      0,
    ],
    [
      'third GRV on day 2, one on each day',
      'GPE-GRV',
      [W('GPE-GRV', { day: 1 }), W('GPE-GRV', { day: 2 })],
      { day: 2 },
      'WARNING',
      'DEFAULT',
      1,
    ],
    [
      'third GRV, all on day 2',
      'GPE-GRV',
      [W('GPE-GRV', { day: 2 }), W('GPE-GRV', { day: 2 })],
      { day: 2 },
      'GAME_LOSS',
      'REPEAT_GAME_PLAY_WARNING',
      2,
    ],
    ['days ignored when today is unknown', 'TE-SP', [W('TE-SP', { day: 1 })], {}, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    ['undated entries count as today', 'TE-SP', [W('TE-SP')], { day: 2 }, 'GAME_LOSS', 'REPEAT_TOURNAMENT_WARNING', 1],
    // Revoked penalties do not count.
    ['Slow Play after a revoked one', 'TE-SP', [W('TE-SP', { revoked: true })], {}, 'WARNING', 'DEFAULT', 0],
    ['third GRV with one revoked', 'GPE-GRV', [W('GPE-GRV'), W('GPE-GRV', { revoked: true })], {}, 'WARNING', 'DEFAULT', 1],
    // Unsporting Conduct — Minor: any further one is a Game Loss (IPG 4.1), on any day.
    ['first USC Minor', 'USC-MINOR', [], {}, 'WARNING', 'DEFAULT', 0],
    ['second USC Minor', 'USC-MINOR', [W('USC-MINOR')], {}, 'GAME_LOSS', 'REPEAT_UNSPORTING_MINOR', 1],
    ['second USC Minor, first on day 1', 'USC-MINOR', [W('USC-MINOR', { day: 1 })], { day: 2 }, 'GAME_LOSS', 'REPEAT_UNSPORTING_MINOR', 1],
    // Unsporting Conduct — Major: repeated, a Disqualification (IPG 4.2).
    ['first USC Major', 'USC-MAJOR', [], {}, 'MATCH_LOSS', 'DEFAULT', 0],
    ['second USC Major', 'USC-MAJOR', [ML('USC-MAJOR')], {}, 'DISQUALIFICATION', 'REPEAT_UNSPORTING_MAJOR', 1],
    ['malicious USC Major', 'USC-MAJOR', [], { variant: 'MALICIOUS' }, 'DISQUALIFICATION', 'VARIANT', 0],
    // Disqualifications stay as they are.
    ['Cheating', 'USC-CHEAT', [W('USC-CHEAT')], {}, 'DISQUALIFICATION', 'DEFAULT', 0],
  ];

  it.each(cases)('%s', (_description, code, history, options, penalty, reason, previous) => {
    const suggested = suggestPenalty(MAGIC_IPG, code, history, options);
    expect(suggested).toEqual({
      ok: true,
      value: expect.objectContaining({ penalty, upgraded: reason.startsWith('REPEAT'), reason: { code: reason, previous } }),
    });
  });

  it('reports the catalog default next to the suggestion', () => {
    const suggested = suggestPenalty(MAGIC_IPG, 'TE-TARDY', [W('TE-TARDY')], { variant: 'SEATED_WITHIN_FIRST_MINUTE' });
    expect(suggested.ok && suggested.value).toEqual(
      expect.objectContaining({ defaultPenalty: 'GAME_LOSS', variant: 'SEATED_WITHIN_FIRST_MINUTE', penalty: 'GAME_LOSS' }),
    );
  });

  it('rejects unknown infractions and variants with codes', () => {
    expect(suggestPenalty(MAGIC_IPG, 'GPE-XYZ', [])).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'UNKNOWN_INFRACTION', infraction: 'GPE-XYZ' }),
    });
    expect(suggestPenalty(MAGIC_IPG, 'TE-SP', [], { variant: 'SEATED_WITHIN_FIRST_MINUTE' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'UNKNOWN_VARIANT', variant: 'SEATED_WITHIN_FIRST_MINUTE' }),
    });
    // An IPG code is not a Regular REL infraction.
    expect(suggestPenalty(MAGIC_REGULAR, 'GPE-GRV', []).ok).toBe(false);
  });

  it('never upgrades at Regular REL, however often the mistake repeats', () => {
    const history = Array.from({ length: 5 }, () => ({ infraction: 'REG-DRAW', penalty: 'NONE' }));
    expect(suggestPenalty(MAGIC_REGULAR, 'REG-DRAW', history)).toEqual({
      ok: true,
      value: expect.objectContaining({ penalty: 'NONE', upgraded: false }),
    });
  });

  it('gives the Pokémon default without upgrades', () => {
    expect(suggestPenalty(POKEMON, 'PKM-PE-MAJOR', [{ infraction: 'PKM-PE-MAJOR', penalty: 'PRIZE_LOSS' }])).toEqual({
      ok: true,
      value: expect.objectContaining({ penalty: 'PRIZE_LOSS', upgraded: false }),
    });
  });

  const entry = fc.record({
    infraction: fc.constantFrom('GPE-GRV', 'TE-SP', 'USC-MINOR', 'GPE-FMGS'),
    penalty: fc.constantFrom('WARNING', 'GAME_LOSS'),
    day: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    revoked: fc.boolean(),
  });
  const code = fc.constantFrom('GPE-GRV', 'TE-SP', 'USC-MINOR', 'GPE-FMGS');
  const day = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined });

  it('does not depend on the order of the history', () => {
    fc.assert(
      fc.property(code, fc.array(entry, { maxLength: 8 }), day, (infraction, history, today) => {
        const forward = suggestPenalty(MAGIC_IPG, infraction, history, { day: today });
        const backward = suggestPenalty(MAGIC_IPG, infraction, [...history].reverse(), { day: today });
        expect(backward).toEqual(forward);
      }),
    );
  });

  it('ignores revoked entries entirely', () => {
    fc.assert(
      fc.property(code, fc.array(entry, { maxLength: 8 }), day, (infraction, history, today) => {
        const kept = history.filter((earlier) => !earlier.revoked);
        expect(suggestPenalty(MAGIC_IPG, infraction, history, { day: today })).toEqual(
          suggestPenalty(MAGIC_IPG, infraction, kept, { day: today }),
        );
      }),
    );
  });

  it('only ever keeps the default or upgrades it one rule step', () => {
    fc.assert(
      fc.property(code, fc.array(entry, { maxLength: 8 }), day, (infraction, history, today) => {
        const suggested = suggestPenalty(MAGIC_IPG, infraction, history, { day: today });
        if (!suggested.ok) throw new Error('known infraction');
        expect(suggested.value.penalty).toBe(suggested.value.upgraded ? 'GAME_LOSS' : 'WARNING');
      }),
    );
  });
});

describe('deviationAllowed (IPG 1, 1.2)', () => {
  const cases: [string, string, string, boolean, string | undefined, string][] = [
    ['same penalty needs nothing', 'WARNING', 'WARNING', false, undefined, 'NONE'],
    ['head judge up with reason', 'WARNING', 'GAME_LOSS', true, 'table collapsed', 'UP'],
    ['head judge down with reason', 'GAME_LOSS', 'WARNING', true, 'staff gave wrong information', 'DOWN'],
    ['head judge down without reason', 'GAME_LOSS', 'WARNING', true, undefined, 'DEVIATION_REASON_REQUIRED'],
    ['blank reason', 'WARNING', 'MATCH_LOSS', true, '   ', 'DEVIATION_REASON_REQUIRED'],
    ['floor judge deviating', 'WARNING', 'GAME_LOSS', false, 'seemed serious', 'DEVIATION_HEAD_JUDGE_ONLY'],
    ['penalty from another catalog', 'WARNING', 'PRIZE_LOSS', true, 'reason', 'PENALTY_NOT_ON_LADDER'],
  ];
  it.each(cases)('%s', (_description, suggested, chosen, byHeadJudge, reason, expected) => {
    const checked = deviationAllowed(MAGIC_IPG, { suggested: suggested as Penalty, chosen, byHeadJudge, reason });
    expect(checked.ok ? checked.value.direction : checked.error.code).toBe(expected);
  });
});

describe('a variant is not a deviation (IPG 2.1, 3.1)', () => {
  const cases: [string, string, string, Penalty][] = [
    ['IPG 2.1 Missed Trigger detrimental to its controller', 'GPE-MT', 'DETRIMENTAL', 'WARNING'],
    ['IPG 3.1 Tardiness seated within the first minute', 'TE-TARDY', 'SEATED_WITHIN_FIRST_MINUTE', 'WARNING'],
    ['IPG 3.1 Tardiness not seated after 10 minutes', 'TE-TARDY', 'NOT_SEATED_AFTER_10_MINUTES', 'MATCH_LOSS'],
  ];
  it.each(cases)('%s: a floor judge gives it without a reason', (_rule, code, variant, penalty) => {
    const suggested = suggestPenalty(MAGIC_IPG, code, [], { variant });
    expect(suggested).toMatchObject({ ok: true, value: { penalty, variant, reason: { code: 'VARIANT' } } });
    if (!suggested.ok) return;
    expect(deviationAllowed(MAGIC_IPG, { suggested: suggested.value.penalty, chosen: penalty, byHeadJudge: false })).toEqual({
      ok: true,
      value: { direction: 'NONE' },
    });
  });

  it('JAR: no automatic upgrades at Regular REL, however many notes were recorded', () => {
    const notes = Array.from({ length: 5 }, () => ({ infraction: 'REG-GAME', penalty: 'NONE' }));
    expect(suggestPenalty(MAGIC_REGULAR, 'REG-GAME', notes)).toMatchObject({ ok: true, value: { penalty: 'NONE', upgraded: false } });
  });
});

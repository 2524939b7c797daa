/**
 * Infraction catalogs: each game's (and each Rules Enforcement Level's) infractions and penalties as
 * data, so the rest of the judging module works for any game. Section numbers refer to the Magic
 * Infraction Procedure Guide (IPG) unless a catalog says otherwise.
 */

/** Every penalty any catalog uses; each catalog orders the ones it uses on its own ladder. */
export type Penalty =
  | 'NONE'
  | 'CAUTION'
  | 'WARNING'
  | 'PRIZE_LOSS'
  | 'GAME_LOSS'
  | 'MATCH_LOSS'
  | 'DISQUALIFICATION';

export type InfractionCategory = 'GAME_PLAY_ERROR' | 'TOURNAMENT_ERROR' | 'UNSPORTING_CONDUCT';

export type Rel = 'REGULAR' | 'COMPETITIVE' | 'PROFESSIONAL';

export interface LocalizedName {
  readonly en: string;
  readonly ja: string;
}

export type RepeatReason =
  | 'REPEAT_GAME_PLAY_WARNING'
  | 'REPEAT_TOURNAMENT_WARNING'
  | 'REPEAT_UNSPORTING_MINOR'
  | 'REPEAT_UNSPORTING_MAJOR';

/**
 * An automatic upgrade for repeats: when the penalty about to be given is `level`, and this is the
 * `fromNth` time or later that the offender gets `level` for the same infraction, it becomes
 * `becomes`. Only earlier penalties recorded at `level` count (an earlier upgraded one only exists
 * after enough of them, so the answer is the same).
 */
export interface RepeatRule {
  readonly reason: RepeatReason;
  readonly level: Penalty;
  readonly fromNth: number;
  readonly becomes: Penalty;
  /** At multi-day events, earlier days' penalties do not count. */
  readonly sameDayOnly: boolean;
}

/** A documented circumstance that changes the penalty (e.g. Tardiness, seated within a minute). */
export interface InfractionVariant {
  readonly id: string;
  readonly name: LocalizedName;
  readonly penalty: Penalty;
}

export interface Infraction {
  readonly code: string;
  readonly category: InfractionCategory;
  readonly name: LocalizedName;
  /** Section of the catalog's source text, when it has one. */
  readonly section: string | null;
  readonly defaultPenalty: Penalty;
  readonly repeat: RepeatRule | null;
  readonly variants: readonly InfractionVariant[];
  /** Given by floor judges without the head judge even at or above the approval threshold. */
  readonly approvalExempt: boolean;
  /**
   * A heavier penalty judges may give at their discretion when the behaviour continues after
   * reminders (Regular REL); never applied automatically.
   */
  readonly mayEscalateTo?: Penalty;
}

export interface InfractionCatalog {
  readonly id: string;
  /** Effective date of the source text the catalog follows. */
  readonly version: string;
  readonly name: LocalizedName;
  /** Lightest first. */
  readonly ladder: readonly Penalty[];
  readonly penaltyNames: Readonly<Partial<Record<Penalty, LocalizedName>>>;
  /** Penalties at or above this one go through the head judge (IPG 1.2). */
  readonly approvalFrom: Penalty;
  readonly infractions: readonly Infraction[];
}

export const CATEGORY_NAMES: Readonly<Record<InfractionCategory, LocalizedName>> = {
  GAME_PLAY_ERROR: { en: 'Game Play Error', ja: 'ゲーム上の誤り' },
  TOURNAMENT_ERROR: { en: 'Tournament Error', ja: 'イベント上の誤り' },
  UNSPORTING_CONDUCT: { en: 'Unsporting Conduct', ja: '非紳士的行為' },
};

const MAGIC_PENALTY_NAMES = {
  NONE: { en: 'No penalty', ja: 'なし' },
  WARNING: { en: 'Warning', ja: '警告' },
  GAME_LOSS: { en: 'Game Loss', ja: 'ゲームの敗北' },
  MATCH_LOSS: { en: 'Match Loss', ja: 'マッチの敗北' },
  DISQUALIFICATION: { en: 'Disqualification', ja: '失格' },
} as const;

// IPG 2: the third and later Warning for the same Game Play Error is a Game Loss; earlier days'
// Warnings do not count.
const GAME_PLAY_REPEAT: RepeatRule = {
  reason: 'REPEAT_GAME_PLAY_WARNING',
  level: 'WARNING',
  fromNth: 3,
  becomes: 'GAME_LOSS',
  sameDayOnly: true,
};

// IPG 3: a Tournament Error Warning is a Game Loss when the player already has a Warning for the
// same infraction that day.
const TOURNAMENT_REPEAT: RepeatRule = {
  reason: 'REPEAT_TOURNAMENT_WARNING',
  level: 'WARNING',
  fromNth: 2,
  becomes: 'GAME_LOSS',
  sameDayOnly: true,
};

type InfractionInput = Omit<Infraction, 'variants' | 'approvalExempt' | 'repeat'> &
  Partial<Pick<Infraction, 'variants' | 'approvalExempt' | 'repeat'>>;

function infraction(input: InfractionInput): Infraction {
  return { repeat: null, variants: [], approvalExempt: false, ...input };
}

const gpe = (code: string, section: string, en: string, ja: string, defaultPenalty: Penalty = 'WARNING') =>
  infraction({ code, category: 'GAME_PLAY_ERROR', section, name: { en, ja }, defaultPenalty, repeat: GAME_PLAY_REPEAT });

const te = (code: string, section: string, en: string, ja: string, defaultPenalty: Penalty = 'WARNING') =>
  infraction({ code, category: 'TOURNAMENT_ERROR', section, name: { en, ja }, defaultPenalty, repeat: TOURNAMENT_REPEAT });

const usc = (code: string, section: string, en: string, ja: string, defaultPenalty: Penalty) =>
  infraction({ code, category: 'UNSPORTING_CONDUCT', section, name: { en, ja }, defaultPenalty });

/** Magic at Competitive and Professional REL: IPG sections 2–4 and appendix A (effective 2023-09-04). */
export const MAGIC_IPG: InfractionCatalog = {
  id: 'magic-ipg',
  version: '2023-09-04',
  name: { en: 'Magic Infraction Procedure Guide', ja: 'マジック違反処置指針' },
  ladder: ['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  penaltyNames: MAGIC_PENALTY_NAMES,
  approvalFrom: 'GAME_LOSS',
  infractions: [
    {
      ...gpe('GPE-MT', '2.1', 'Missed Trigger', '誘発忘れ', 'NONE'),
      variants: [{ id: 'DETRIMENTAL', name: { en: 'Detrimental to its controller', ja: 'コントローラーにとって有害' }, penalty: 'WARNING' }],
    },
    gpe('GPE-LEC', '2.2', 'Looking at Extra Cards', '過剰なカードを見た'),
    gpe('GPE-HCE', '2.3', 'Hidden Card Error', '非公開カードに関する誤り'),
    gpe('GPE-MPE', '2.4', 'Mulligan Procedure Error', 'マリガン手順の誤り'),
    gpe('GPE-GRV', '2.5', 'Game Rule Violation', 'その他一般のゲームルール抵触行為'),
    // IPG 2: the one Game Play Error that never upgrades.
    { ...gpe('GPE-FMGS', '2.6', 'Failure to Maintain Game State', '違反の見逃し'), repeat: null },
    {
      ...te('TE-TARDY', '3.1', 'Tardiness', '遅刻', 'GAME_LOSS'),
      approvalExempt: true,
      variants: [
        { id: 'SEATED_WITHIN_FIRST_MINUTE', name: { en: 'Seated within the first minute', ja: '開始1分以内に着席' }, penalty: 'WARNING' },
        { id: 'NOT_SEATED_AFTER_10_MINUTES', name: { en: 'Not seated 10 minutes into the round', ja: '開始10分後も未着席' }, penalty: 'MATCH_LOSS' },
      ],
    },
    te('TE-OA', '3.2', 'Outside Assistance', '外部情報の参照', 'MATCH_LOSS'),
    te('TE-SP', '3.3', 'Slow Play', '遅いプレイ'),
    { ...te('TE-DLP', '3.4', 'Decklist Problem', 'デッキリストの問題', 'GAME_LOSS'), approvalExempt: true },
    {
      ...te('TE-DP', '3.5', 'Deck Problem', 'デッキの問題'),
      variants: [{ id: 'UPGRADED', name: { en: 'Found under an upgrade condition', ja: '格上げ条件に該当' }, penalty: 'GAME_LOSS' }],
    },
    te('TE-LPV', '3.6', 'Limited Procedure Violation', 'リミテッド手順抵触行為'),
    te('TE-CPV', '3.7', 'Communication Policy Violation', '意思疎通規定抵触行為'),
    {
      ...te('TE-MC', '3.8', 'Marked Cards', '区別できるカード'),
      variants: [{ id: 'PATTERN', name: { en: 'Pattern that gives an advantage', ja: '利益を得うるパターン' }, penalty: 'GAME_LOSS' }],
    },
    te('TE-IS', '3.9', 'Insufficient Shuffling', '不充分な切り直し'),
    {
      // IPG 4.1: any further Minor Unsporting Conduct, even a different act, is a Game Loss. The IPG
      // gives no day limit here, so earlier days count.
      ...usc('USC-MINOR', '4.1', 'Unsporting Conduct — Minor', '非紳士的行為 ─ 軽度', 'WARNING'),
      repeat: { reason: 'REPEAT_UNSPORTING_MINOR', level: 'WARNING', fromNth: 2, becomes: 'GAME_LOSS', sameDayOnly: false },
    },
    {
      // IPG 4.2: repeated Major Unsporting Conduct, or malicious or unrepentant, is a Disqualification.
      ...usc('USC-MAJOR', '4.2', 'Unsporting Conduct — Major', '非紳士的行為 ─ 重度', 'MATCH_LOSS'),
      repeat: { reason: 'REPEAT_UNSPORTING_MAJOR', level: 'MATCH_LOSS', fromNth: 2, becomes: 'DISQUALIFICATION', sameDayOnly: false },
      variants: [{ id: 'MALICIOUS', name: { en: 'Malicious or unrepentant', ja: '悪意がある・反省がない' }, penalty: 'DISQUALIFICATION' }],
    },
    usc('USC-IDW', '4.3', 'Improperly Determining a Winner', '結果の捏造', 'MATCH_LOSS'),
    usc('USC-BW', '4.4', 'Bribery and Wagering', '買収・賭博', 'MATCH_LOSS'),
    usc('USC-AB', '4.5', 'Aggressive Behavior', '攻撃的行為', 'DISQUALIFICATION'),
    usc('USC-TTM', '4.6', 'Theft of Tournament Material', 'イベント物品の窃盗', 'DISQUALIFICATION'),
    usc('USC-STALL', '4.7', 'Stalling', '遅延行為', 'DISQUALIFICATION'),
    usc('USC-CHEAT', '4.8', 'Cheating', '故意の違反', 'DISQUALIFICATION'),
  ],
};

const regular = (
  code: string,
  category: InfractionCategory,
  en: string,
  ja: string,
  rest: Partial<InfractionInput> = {},
): Infraction => infraction({ code, category, section: null, name: { en, ja }, defaultPenalty: 'NONE', ...rest });

/**
 * Magic at Regular REL (*Judging at Regular REL*, 2019-05-03): no Warnings; judges fix the error and
 * educate. Continuing bad behaviour may earn a Game Loss at the judge's discretion, a player 10
 * minutes late forfeits the match, and the "serious problems" are a Disqualification. The document
 * is silent on who approves penalties; like IPG 1.2, Game Loss and above go through the head judge,
 * Tardiness excepted.
 */
export const MAGIC_REGULAR: InfractionCatalog = {
  id: 'magic-regular',
  version: '2019-05-03',
  name: { en: 'Judging at Regular REL', ja: 'ルール適用度が一般の場合のジャッジ法' },
  ladder: ['NONE', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  penaltyNames: {
    NONE: MAGIC_PENALTY_NAMES.NONE,
    GAME_LOSS: MAGIC_PENALTY_NAMES.GAME_LOSS,
    MATCH_LOSS: MAGIC_PENALTY_NAMES.MATCH_LOSS,
    DISQUALIFICATION: MAGIC_PENALTY_NAMES.DISQUALIFICATION,
  },
  approvalFrom: 'GAME_LOSS',
  infractions: [
    // Common mistakes: fix and educate; a player who keeps repeating one after reminders may be told
    // that the next time is a Game Loss.
    regular('REG-MT', 'GAME_PLAY_ERROR', 'Missed trigger', '誘発忘れ', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-LIB', 'GAME_PLAY_ERROR', 'Looked at cards in the library', 'ライブラリーのカードを見た', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-DRAW', 'GAME_PLAY_ERROR', 'Drew extra cards', 'カードを引きすぎた', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-GAME', 'GAME_PLAY_ERROR', 'Other game error', 'その他のゲーム内の誤り', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-DECK', 'TOURNAMENT_ERROR', 'Illegal deck', '不適正なデッキ', { mayEscalateTo: 'GAME_LOSS' }),
    // Bad behaviour: educate first, a Game Loss when it continues.
    regular('REG-IS', 'TOURNAMENT_ERROR', 'Insufficient shuffling', '不充分な切り直し', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-SP', 'TOURNAMENT_ERROR', 'Slow play', '遅いプレイ', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-OA', 'TOURNAMENT_ERROR', 'Strategic advice during play', 'プレイ中の戦略的助言', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-TARDY', 'TOURNAMENT_ERROR', 'Tardiness', '遅刻', {
      mayEscalateTo: 'GAME_LOSS',
      approvalExempt: true,
      variants: [
        { id: 'NOT_SEATED_AFTER_10_MINUTES', name: { en: '10 minutes or more late', ja: '10分以上の遅刻' }, penalty: 'MATCH_LOSS' },
      ],
    }),
    regular('REG-BW', 'UNSPORTING_CONDUCT', 'Bribery, wagering or improper result', '買収・賭博・結果の捏造', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-USC', 'UNSPORTING_CONDUCT', 'Offensive behaviour', '他者を不快にさせる振る舞い', { mayEscalateTo: 'GAME_LOSS' }),
    // Serious problems: never tolerated.
    regular('REG-AB', 'UNSPORTING_CONDUCT', 'Aggressive or abusive behaviour', '攻撃的・嫌がらせ的行為', { defaultPenalty: 'DISQUALIFICATION' }),
    regular('REG-CHEAT', 'UNSPORTING_CONDUCT', 'Knowingly breaking rules or lying', '故意の違反・虚偽', { defaultPenalty: 'DISQUALIFICATION' }),
    regular('REG-THEFT', 'UNSPORTING_CONDUCT', 'Theft', '窃盗', { defaultPenalty: 'DISQUALIFICATION' }),
  ],
};

/** An infraction with neither repeat rule nor variants. */
const simple = (code: string, category: InfractionCategory, en: string, ja: string, defaultPenalty: Penalty) =>
  infraction({ code, category, section: null, name: { en, ja }, defaultPenalty });

/**
 * ILLUSTRATIVE ONLY: a Pokémon-style ladder with a few typical infractions, in our own words. It is
 * not taken from any official penalty guideline (none is in our references); head judges adjust
 * penalties through deviations.
 */
export const POKEMON: InfractionCatalog = {
  id: 'pokemon',
  version: 'illustrative-1',
  name: { en: 'Pokémon-style penalties (illustrative)', ja: 'ポケモン式の懲罰（例示）' },
  ladder: ['CAUTION', 'WARNING', 'PRIZE_LOSS', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  penaltyNames: {
    CAUTION: { en: 'Caution', ja: '注意' },
    WARNING: { en: 'Warning', ja: '警告' },
    PRIZE_LOSS: { en: 'Prize Loss', ja: 'サイドの追加取得' },
    GAME_LOSS: { en: 'Game Loss', ja: 'ゲームの敗北' },
    MATCH_LOSS: { en: 'Match Loss', ja: 'マッチの敗北' },
    DISQUALIFICATION: { en: 'Disqualification', ja: '失格' },
  },
  approvalFrom: 'GAME_LOSS',
  infractions: [
    simple('PKM-PE-MINOR', 'GAME_PLAY_ERROR', 'Procedural error — minor', '手順の誤り（軽度）', 'CAUTION'),
    simple('PKM-PE-MAJOR', 'GAME_PLAY_ERROR', 'Procedural error — major', '手順の誤り（重度）', 'PRIZE_LOSS'),
    simple('PKM-DECK', 'TOURNAMENT_ERROR', 'Illegal deck or decklist', '不適正なデッキ・デッキリスト', 'GAME_LOSS'),
    simple('PKM-TARDY', 'TOURNAMENT_ERROR', 'Tardiness', '遅刻', 'GAME_LOSS'),
    simple('PKM-SLOW', 'TOURNAMENT_ERROR', 'Slow play', '遅いプレイ', 'WARNING'),
    simple('PKM-USC-MINOR', 'UNSPORTING_CONDUCT', 'Unsporting conduct — minor', '非紳士的行為（軽度）', 'WARNING'),
    simple('PKM-USC-MAJOR', 'UNSPORTING_CONDUCT', 'Unsporting conduct — major', '非紳士的行為（重度）', 'MATCH_LOSS'),
    simple('PKM-CHEAT', 'UNSPORTING_CONDUCT', 'Cheating', '不正行為', 'DISQUALIFICATION'),
  ],
};

/**
 * For games without a catalog of their own (e.g. FFTCG): the three broad categories and cheating,
 * each at its usual starting point, no automatic upgrades. Magic's IPG would name infractions
 * (mulligans, triggers) that other games do not have.
 */
export const GENERIC: InfractionCatalog = {
  id: 'generic',
  version: '1',
  name: { en: 'Generic penalties', ja: '汎用の懲罰' },
  ladder: ['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  penaltyNames: MAGIC_PENALTY_NAMES,
  approvalFrom: 'GAME_LOSS',
  infractions: [
    simple('GEN-GPE', 'GAME_PLAY_ERROR', 'Game play error', 'ゲーム上の誤り', 'WARNING'),
    simple('GEN-TE', 'TOURNAMENT_ERROR', 'Tournament error', 'イベント上の誤り', 'WARNING'),
    simple('GEN-USC', 'UNSPORTING_CONDUCT', 'Unsporting conduct', '非紳士的行為', 'WARNING'),
    simple('GEN-CHEAT', 'UNSPORTING_CONDUCT', 'Cheating', '故意の違反', 'DISQUALIFICATION'),
  ],
};

export const CATALOGS: readonly InfractionCatalog[] = [MAGIC_IPG, MAGIC_REGULAR, POKEMON, GENERIC];

export function findCatalog(id: string): InfractionCatalog | undefined {
  return CATALOGS.find((catalog) => catalog.id === id);
}

export function findInfraction(catalog: InfractionCatalog, code: string): Infraction | undefined {
  return catalog.infractions.find((entry) => entry.code === code);
}

/**
 * The catalog judges use for an event: Magic follows the IPG at Competitive and Professional REL and
 * *Judging at Regular REL* otherwise (MTR 1.12); Pokémon-style events ('pokemon', or the rule profile
 * 'pokemon-style') have one catalog for every REL; any other game gets GENERIC.
 */
export function catalogFor(ruleProfileId: string, rel: Rel): InfractionCatalog {
  if (ruleProfileId === 'magic') return rel === 'REGULAR' ? MAGIC_REGULAR : MAGIC_IPG;
  if (ruleProfileId === 'pokemon' || ruleProfileId === 'pokemon-style') return POKEMON;
  return GENERIC;
}

import type { InfractionCategory, Penalty, Remedy } from '@taikai/engine';
import type { Language } from './language';

/**
 * The names of the engine's infraction catalogs, categories, penalties, infractions (by code) and
 * their variants (`INFRACTION/VARIANT`), in each language the API answers in. The engine keeps
 * codes only.
 */
interface JudgingNames {
  readonly catalogs: Readonly<Record<string, string>>;
  readonly categories: Readonly<Record<InfractionCategory, string>>;
  readonly penalties: Readonly<Record<Penalty, string>>;
  readonly infractions: Readonly<Record<string, string>>;
  /** Each variant's condition, as the judge checks it before choosing it. */
  readonly variants: Readonly<Record<string, string>>;
  readonly remedies: Readonly<Record<Remedy, string>>;
  /** What 'NONE' is called in a fix-and-educate catalog (Regular REL): a note, not a penalty. */
  readonly educationNote: string;
  /** Why a penalty is suggested; `{previous}` counts the earlier Warnings for the infraction. */
  readonly suggestionReasons: Readonly<Record<SuggestionReason, string>>;
}

/** Why the rules suggest a penalty: the default, a variant's, an upgrade, or an educational note. */
export type SuggestionReason = 'DEFAULT' | 'VARIANT' | 'REPEAT' | 'NOTE';

export const judgingNames: Readonly<Record<Language, JudgingNames>> = {
  en: {
    catalogs: {
      'magic-ipg': 'Magic Infraction Procedure Guide',
      'magic-regular': 'Judging at Regular REL',
      pokemon: 'Pokémon-style penalties (illustrative)',
      generic: 'Taikai’s generic penalty catalog',
    },
    categories: {
      GAME_PLAY_ERROR: 'Game Play Error',
      TOURNAMENT_ERROR: 'Tournament Error',
      UNSPORTING_CONDUCT: 'Unsporting Conduct',
    },
    penalties: {
      NONE: 'No penalty',
      CAUTION: 'Caution',
      WARNING: 'Warning',
      PRIZE_LOSS: 'Prize Loss',
      GAME_LOSS: 'Game Loss',
      MATCH_LOSS: 'Match Loss',
      DISQUALIFICATION: 'Disqualification',
    },
    infractions: {
      'GPE-MT': 'Missed Trigger',
      'GPE-LEC': 'Looking at Extra Cards',
      'GPE-HCE': 'Hidden Card Error',
      'GPE-MPE': 'Mulligan Procedure Error',
      'GPE-GRV': 'Game Rule Violation',
      'GPE-FMGS': 'Failure to Maintain Game State',
      'TE-TARDY': 'Tardiness',
      'TE-OA': 'Outside Assistance',
      'TE-SP': 'Slow Play',
      'TE-DLP': 'Decklist Problem',
      'TE-DP': 'Deck Problem',
      'TE-LPV': 'Limited Procedure Violation',
      'TE-CPV': 'Communication Policy Violation',
      'TE-MC': 'Marked Cards',
      'TE-IS': 'Insufficient Shuffling',
      'USC-MINOR': 'Unsporting Conduct — Minor',
      'USC-MAJOR': 'Unsporting Conduct — Major',
      'USC-IDW': 'Improperly Determining a Winner',
      'USC-BW': 'Bribery and Wagering',
      'USC-AB': 'Aggressive Behavior',
      'USC-TTM': 'Theft of Tournament Material',
      'USC-STALL': 'Stalling',
      'USC-CHEAT': 'Cheating',
      'REG-MT': 'Missed trigger',
      'REG-LIB': 'Looked at cards in the library',
      'REG-DRAW': 'Drew extra cards',
      'REG-GAME': 'Other game error',
      'REG-DECK': 'Illegal deck',
      'REG-IS': 'Insufficient shuffling',
      'REG-SP': 'Slow play',
      'REG-OA': 'Strategic advice during play',
      'REG-TARDY': 'Tardiness',
      'REG-BW': 'Bribery, wagering or improper result',
      'REG-USC': 'Offensive behaviour',
      'REG-AB': 'Aggressive or abusive behaviour',
      'REG-CHEAT': 'Knowingly breaking rules or lying',
      'REG-THEFT': 'Theft',
      'PKM-PE-MINOR': 'Procedural error — minor',
      'PKM-PE-MAJOR': 'Procedural error — major',
      'PKM-DECK': 'Illegal deck or decklist',
      'PKM-TARDY': 'Tardiness',
      'PKM-SLOW': 'Slow play',
      'PKM-USC-MINOR': 'Unsporting conduct — minor',
      'PKM-USC-MAJOR': 'Unsporting conduct — major',
      'PKM-CHEAT': 'Cheating',
      'GEN-GPE': 'Game play error',
      'GEN-TE': 'Tournament error',
      'GEN-USC': 'Unsporting conduct',
      'GEN-CHEAT': 'Cheating',
    },
    variants: {
      'GPE-MT/DETRIMENTAL': 'The trigger is detrimental to its controller and comes from a card that player owns (IPG 2.1)',
      'TE-TARDY/SEATED_WITHIN_FIRST_MINUTE': 'Seated within the first minute of the round (IPG 3.1)',
      'TE-TARDY/NOT_SEATED_AFTER_10_MINUTES':
        'Not seated 10 minutes into the round: Match Loss, and dropped unless they report to the head judge or scorekeeper before the round ends (IPG 3.1)',
      'TE-DLP/FOUND_OUTSIDE_MATCH':
        'Found outside a match (e.g. while counting decklists): applied at the start of the next match (IPG 3.4)',
      'GPE-HCE/FACE_DOWN_WITHOUT_MORPH':
        'A face-down card cast with morph turns out to have no morph, and the player did not find it themselves with a morph card in hand (IPG 2.3)',
      'TE-OA/ALLOWED_BETWEEN_GAMES': 'The information was one the player may look at between games, such as their own notes (IPG 3.2)',
      // Kept for penalties recorded before the three conditions were listed one by one.
      'TE-DP/UPGRADED': 'Found under an upgrade condition (IPG 3.5)',
      'TE-DP/ILLEGAL_COUNT_AT_PRESENTATION':
        "Found while presenting the deck to the opponent or at a deck check: wrong deck size (the missing card not in the opponent's deck) or too large a sideboard (IPG 3.5)",
      'TE-DP/OPPONENT_DECIDED_ON_SIDEBOARD_CARD':
        'A strategic decision was made based on the sideboard card (e.g. seen while searching) (IPG 3.5)',
      'TE-DP/EXCESS_COPIES_AFTER_GAME_START':
        'More copies than registered (or than the companion allows) found after the game began, not all in the random part of the library (IPG 3.5)',
      'TE-DP/COMPANION_UNSATISFIABLE': 'The companion restriction cannot be met (IPG 3.5)',
      'TE-MC/NO_REPLACEMENT_BASIC_LANDS':
        'No replacement available: basic lands stand in for the rest of the event and the decklist changes (IPG 3.8)',
      'TE-MC/PATTERN': 'Pattern that gives an advantage (IPG 3.8)',
      'USC-MAJOR/MALICIOUS': 'Malicious or unrepentant (IPG 4.2)',
      'REG-TARDY/NOT_SEATED_AFTER_10_MINUTES':
        '10 minutes or more late: the match is forfeited, and the player dropped unless they appear before the round ends',
    },
    remedies: {
      SIMPLE_BACKUP: 'Simple backup',
      FULL_BACKUP: 'Full backup (head judge)',
      BACKUP_TO_ACTION: 'Backup to the action taken (head judge)',
      PARTIAL_FIX: 'Partial fix',
      GAME_CONTINUED: 'Game continued as it is',
      TRIGGER_RESOLVED: 'Trigger resolved now',
      TRIGGER_PUT_ON_STACK: 'Trigger put on the stack (opponent chose)',
      TRIGGER_DECLINED_BY_OPPONENT: 'Opponent chose not to put the trigger on the stack',
      LIBRARY_SHUFFLED: 'Library (random part) shuffled',
      CARD_RETURNED_BY_OPPONENT: 'Opponent chose the card returned',
      MULLIGAN_TAKEN_AGAIN: 'Mulligan taken again',
      TIME_EXTENSION: 'Time extension',
      EXTRA_TURNS: 'Extra turns at time',
      ILLEGAL_CARDS_REMOVED: 'Illegal cards removed',
      DECKLIST_CORRECTED: 'Decklist corrected',
      BASIC_LANDS_ADDED: 'Basic lands added',
      MISSING_CARDS_RETURNED: 'Missing cards returned to the deck',
      CARDS_OR_SLEEVES_REPLACED: 'Cards or sleeves replaced',
      BASIC_LANDS_SUBSTITUTED: 'Basic lands stand in for the marked cards (decklist changed)',
    },
    educationNote: 'Educational note (no penalty)',
    suggestionReasons: {
      DEFAULT: 'The default penalty for this infraction.',
      VARIANT: 'The penalty for this form of the infraction.',
      REPEAT: 'Upgraded: earlier Warnings for the same infraction count ({previous} so far).',
      NOTE: 'Fix the error and explain the rule; the note counts towards nothing.',
    },
  },
  ja: {
    catalogs: {
      'magic-ipg': 'マジック違反処置指針',
      'magic-regular': 'ルール適用度が一般の場合のジャッジ法',
      pokemon: 'ポケモン式の懲罰（例示）',
      generic: 'Taikai汎用の懲罰表',
    },
    categories: {
      GAME_PLAY_ERROR: 'ゲーム上の誤り',
      TOURNAMENT_ERROR: 'イベント上の誤り',
      UNSPORTING_CONDUCT: '非紳士的行為',
    },
    penalties: {
      NONE: 'なし',
      CAUTION: '注意',
      WARNING: '警告',
      PRIZE_LOSS: 'サイドの追加取得',
      GAME_LOSS: 'ゲームの敗北',
      MATCH_LOSS: 'マッチの敗北',
      DISQUALIFICATION: '失格',
    },
    infractions: {
      'GPE-MT': '誘発忘れ',
      'GPE-LEC': '過剰なカードを見た',
      'GPE-HCE': '非公開カードに関する誤り',
      'GPE-MPE': 'マリガン手順の誤り',
      'GPE-GRV': 'その他一般のゲームルール抵触行為',
      'GPE-FMGS': '違反の見逃し',
      'TE-TARDY': '遅刻',
      'TE-OA': '外部情報の参照',
      'TE-SP': '遅いプレイ',
      'TE-DLP': 'デッキリストの問題',
      'TE-DP': 'デッキの問題',
      'TE-LPV': 'リミテッド手順抵触行為',
      'TE-CPV': '意思疎通規定抵触行為',
      'TE-MC': '区別できるカード',
      'TE-IS': '不充分な切り直し',
      'USC-MINOR': '非紳士的行為 ─ 軽度',
      'USC-MAJOR': '非紳士的行為 ─ 重度',
      'USC-IDW': '結果の捏造',
      'USC-BW': '買収・賭博',
      'USC-AB': '攻撃的行為',
      'USC-TTM': 'イベント物品の窃盗',
      'USC-STALL': '遅延行為',
      'USC-CHEAT': '故意の違反',
      'REG-MT': '誘発忘れ',
      'REG-LIB': 'ライブラリーのカードを見た',
      'REG-DRAW': 'カードを引きすぎた',
      'REG-GAME': 'その他のゲーム内の誤り',
      'REG-DECK': '不適正なデッキ',
      'REG-IS': '不充分な切り直し',
      'REG-SP': '遅いプレイ',
      'REG-OA': 'プレイ中の戦略的助言',
      'REG-TARDY': '遅刻',
      'REG-BW': '買収・賭博・結果の捏造',
      'REG-USC': '他者を不快にさせる振る舞い',
      'REG-AB': '攻撃的・嫌がらせ的行為',
      'REG-CHEAT': '故意の違反・虚偽',
      'REG-THEFT': '窃盗',
      'PKM-PE-MINOR': '手順の誤り（軽度）',
      'PKM-PE-MAJOR': '手順の誤り（重度）',
      'PKM-DECK': '不適正なデッキ・デッキリスト',
      'PKM-TARDY': '遅刻',
      'PKM-SLOW': '遅いプレイ',
      'PKM-USC-MINOR': '非紳士的行為（軽度）',
      'PKM-USC-MAJOR': '非紳士的行為（重度）',
      'PKM-CHEAT': '不正行為',
      'GEN-GPE': 'ゲーム上の誤り',
      'GEN-TE': 'イベント上の誤り',
      'GEN-USC': '非紳士的行為',
      'GEN-CHEAT': '故意の違反',
    },
    variants: {
      'GPE-MT/DETRIMENTAL': 'コントローラーにとって有害な誘発で、そのプレイヤーがオーナーであるカードから生じている（IPG 2.1）',
      'TE-TARDY/SEATED_WITHIN_FIRST_MINUTE': 'ラウンド開始から1分以内に着席した（IPG 3.1）',
      'TE-TARDY/NOT_SEATED_AFTER_10_MINUTES':
        'ラウンド開始から10分たっても着席していない：マッチの敗北。ラウンド終了までにヘッドジャッジかスコアキーパーに申し出なければ棄権（IPG 3.1）',
      'TE-DLP/FOUND_OUTSIDE_MATCH': 'マッチの外（デッキリストの枚数確認中など）で見つかった：次のマッチの開始時に適用（IPG 3.4）',
      'GPE-HCE/FACE_DOWN_WITHOUT_MORPH':
        '変異で裏向きに唱えたカードが変異を持たないと判明した（手札に変異を持つカードがあり自分で気付いた場合を除く）（IPG 2.3）',
      'TE-OA/ALLOWED_BETWEEN_GAMES': 'ゲームの間なら見てよい情報（本人のメモなど）だった（IPG 3.2）',
      // 3つの条件を分けて記録する前の懲罰のため残す。
      'TE-DP/UPGRADED': '格上げ条件に該当（IPG 3.5）',
      'TE-DP/ILLEGAL_COUNT_AT_PRESENTATION':
        'デッキを対戦相手に提示した時かデッキチェックで判明：デッキの枚数が不適正（失われたカードは対戦相手のデッキにない）かサイドボードが過剰（IPG 3.5）',
      'TE-DP/OPPONENT_DECIDED_ON_SIDEBOARD_CARD': 'サイドボードのカードに基づいて戦略的な判断が行われた（探す効果で見たなど）（IPG 3.5）',
      'TE-DP/EXCESS_COPIES_AFTER_GAME_START':
        '登録（または相棒の制限）を超える枚数がゲーム開始後に判明し、すべてがライブラリーの無作為の部分にあるわけではない（IPG 3.5）',
      'TE-DP/COMPANION_UNSATISFIABLE': '相棒の制限を満たすことができない（IPG 3.5）',
      'TE-MC/NO_REPLACEMENT_BASIC_LANDS': '交換用のカードがなく、イベントの残りは基本土地で代え、デッキリストも変わる（IPG 3.8）',
      'TE-MC/PATTERN': '利益を得うるパターン（IPG 3.8）',
      'USC-MAJOR/MALICIOUS': '悪意がある・反省がない（IPG 4.2）',
      'REG-TARDY/NOT_SEATED_AFTER_10_MINUTES': '10分以上の遅刻：マッチは放棄試合。ラウンド終了までに現れなければ棄権',
    },
    remedies: {
      // IPG 1.4 の用語（judge-handbook-ja.txt:18070）。
      SIMPLE_BACKUP: '単純な復元',
      FULL_BACKUP: '完全な復元（ヘッドジャッジ）',
      BACKUP_TO_ACTION: '行動した時点までの復元（ヘッドジャッジ）',
      PARTIAL_FIX: '部分的な修正',
      GAME_CONTINUED: 'そのままゲームを続行',
      TRIGGER_RESOLVED: '誘発をその場で解決',
      TRIGGER_PUT_ON_STACK: '誘発をスタックに置いた（対戦相手が選択）',
      TRIGGER_DECLINED_BY_OPPONENT: '対戦相手が誘発をスタックに置かないことを選んだ',
      LIBRARY_SHUFFLED: 'ライブラリー（無作為の部分）を切り直し',
      CARD_RETURNED_BY_OPPONENT: '戻すカードを対戦相手が選択',
      MULLIGAN_TAKEN_AGAIN: 'もう一度マリガン',
      TIME_EXTENSION: '延長時間',
      EXTRA_TURNS: '終了時の追加ターン',
      ILLEGAL_CARDS_REMOVED: '不適正なカードを除去',
      DECKLIST_CORRECTED: 'デッキリストを修正',
      BASIC_LANDS_ADDED: '基本土地を追加',
      MISSING_CARDS_RETURNED: '見つからなかったカードをデッキに戻した',
      CARDS_OR_SLEEVES_REPLACED: 'カードまたはスリーブを交換',
      BASIC_LANDS_SUBSTITUTED: '区別できるカードを基本土地に入れ替え（デッキリスト変更）',
    },
    educationNote: '指導の記録（懲罰なし）',
    suggestionReasons: {
      DEFAULT: 'この違反の標準の罰則です。',
      VARIANT: 'この形態の違反に対する罰則です。',
      REPEAT: '格上げ: 同じ違反の警告がすでに{previous}回あります。',
      NOTE: '誤りを正し、ルールを説明します。この記録は何にも数えられません。',
    },
  },
};

/** A catalog's name; its id when this version does not name it. */
export function catalogName(language: Language, catalogId: string): string {
  return judgingNames[language].catalogs[catalogId] ?? catalogId;
}

/**
 * What a judge must know of a catalog Taikai wrote itself (`taikaiOwn`): it is not the game's
 * penalty guide. For an FFTCG event it says so by name (FFTCG's rules, fftcg-rules-ja.txt, have none).
 */
export function catalogNote(language: Language, catalog: { id: string; taikaiOwn?: boolean }, ruleProfileId: string): string | null {
  if (!catalog.taikaiOwn) return null;
  const game = ruleProfileId === 'fftcg' ? 'FFTCG' : null;
  if (catalog.id === 'pokemon') {
    return language === 'ja'
      ? '例示のための懲罰表で、ゲームの発行元の文書ではありません。懲罰はヘッドジャッジが決めます。'
      : 'An illustrative catalog, not a document of the game’s publisher. The head judge decides penalties.';
  }
  if (language === 'ja') {
    return `Taikaiが用意した汎用の懲罰表で、${game ?? 'ゲームの発行元'}の文書ではありません。懲罰はヘッドジャッジが決め、標準と異なる懲罰は理由とともに記録されます。`;
  }
  return `Taikai’s own generic catalog, not ${game ? 'an FFTCG' : 'the game publisher’s'} document. The head judge decides penalties; any other penalty is recorded with its reason.`;
}

/** An infraction's name; its code when no catalog of this version has it (an imported event's). */
export function infractionName(language: Language, code: string): string {
  return judgingNames[language].infractions[code] ?? code;
}

export function penaltyName(language: Language, penalty: string): string {
  return judgingNames[language].penalties[penalty as Penalty] ?? penalty;
}

export function categoryName(language: Language, category: InfractionCategory): string {
  return judgingNames[language].categories[category];
}

/** A variant's condition; its id when this version does not word it (an imported event's). */
export function variantCondition(language: Language, infraction: string, variant: string): string {
  return judgingNames[language].variants[`${infraction}/${variant}`] ?? variant;
}

export function remedyName(language: Language, remedy: string): string {
  return judgingNames[language].remedies[remedy as Remedy] ?? remedy;
}

export function educationNoteName(language: Language): string {
  return judgingNames[language].educationNote;
}

export function suggestionReason(language: Language, reason: SuggestionReason, previous: number): string {
  return judgingNames[language].suggestionReasons[reason].replace('{previous}', String(previous));
}

/**
 * The Missed Trigger chart (judge-handbook-ja.txt:19790-19849, 「〔誘発忘れ〕チャート」) as data and
 * pure functions: the questions a judge answers, in the chart's order, and what the answers yield —
 * whether the judge intervenes at all, and the Missed Trigger's variant and remedy codes (IPG 2.1,
 * :18099-18222). Codes only: the words of the questions and answers are the dashboard's.
 */
import type { Remedy } from './catalogs';

/**
 * What kind of trigger it is, which decides when it counts as missed (IPG 2.1 :18106-18130; chart
 * :19819-19834).
 */
export type TriggerKind = 'TARGETS_OR_MODES' | 'VISIBLE_EFFECT' | 'NO_VISIBLE_EFFECT' | 'RULE_CHANGING' | 'REFLEXIVE';

/** The moment after which the controller has missed a trigger of that kind. */
export type MissedMoment =
  /** A target, mode or other choice on the stack: announced before passing priority next (:18106). */
  | 'PASSED_PRIORITY'
  /** A visible change, or a choice on resolution: before a game action possible only after it resolves (:18112). */
  | 'ACTED_AFTER_RESOLUTION'
  /** No visible effect: by the time it first affects the visible game state (:18127). */
  | 'FIRST_VISIBLE_IMPACT'
  /** It changes the rules: the opponent acted against the changed rule (:18123, chart :19829). */
  | 'OPPONENT_BROKE_RULE'
  /** A reflexive trigger ("when you do") is shown with the action of its parent (:18140, chart :19832). */
  | 'WITH_PARENT';

export const MISSED_MOMENT: Readonly<Record<TriggerKind, MissedMoment>> = {
  TARGETS_OR_MODES: 'PASSED_PRIORITY',
  VISIBLE_EFFECT: 'ACTED_AFTER_RESOLUTION',
  NO_VISIBLE_EFFECT: 'FIRST_VISIBLE_IMPACT',
  RULE_CHANGING: 'OPPONENT_BROKE_RULE',
  REFLEXIVE: 'WITH_PARENT',
};

/** The chart's three fixes (追加措置, :19836-19849). */
export type TriggerFix = 'ALWAYS_RESOLVE' | 'CONTINUE' | 'OPPONENT_CHOOSES';

/** Which of the chart's cases the missed trigger is; each names its fix. */
export type TriggerFixCase =
  /** An aura's enters trigger affecting only the enchanted permanent, visibly (:19838; IPG :18194). */
  | 'AURA_ENCHANTED_ONLY'
  /** A delayed trigger undoing a zone change or token creation (:19840; IPG :18197). */
  | 'DELAYED_UNDOES_ZONE_CHANGE'
  /** The duration of the effect it would create is over (:19843; IPG :18204). */
  | 'DURATION_OVER'
  /** It triggered before the previous turn's current phase (:19844; IPG :18202). */
  | 'BEFORE_PREVIOUS_TURN_PHASE'
  /** Anything else: the opponent decides (:19845; IPG :18206). */
  | 'OTHER';

export const FIX_OF: Readonly<Record<TriggerFixCase, TriggerFix>> = {
  AURA_ENCHANTED_ONLY: 'ALWAYS_RESOLVE',
  DELAYED_UNDOES_ZONE_CHANGE: 'ALWAYS_RESOLVE',
  DURATION_OVER: 'CONTINUE',
  BEFORE_PREVIOUS_TURN_PHASE: 'CONTINUE',
  OTHER: 'OPPONENT_CHOOSES',
};

/** Who noticed the missed trigger: the chart's two starts, 「ジャッジコール！」 and 「ジャッジが発見！」 (:19791). */
export type TriggerNoticedBy = 'PLAYER_CALLED' | 'JUDGE_NOTICED';

export interface MissedTriggerAnswers {
  readonly noticedBy?: TriggerNoticedBy;
  /**
   * The judge has reason to think the controller ignored it on purpose: the one other reason to
   * intervene (IPG 2.1 :18150 「介入しない」); that is a question of Cheating, not this chart.
   */
  readonly suspectedIntentional?: boolean;
  readonly kind?: TriggerKind;
  /** The moment of `MISSED_MOMENT[kind]` passed without the controller showing the trigger (chart 「忘れた」？). */
  readonly missed?: boolean;
  /** Generally detrimental to its controller, and from a card that player owns (:18218; chart :19797). */
  readonly detrimental?: boolean;
  readonly fixCase?: TriggerFixCase;
  /** Asked when the opponent decides (fix case OTHER): do they put it on the stack? */
  readonly opponentPutsOnStack?: boolean;
  /** The player is in, or just after, the action that showed it was missed, and finishing it would change the trigger's effect (:18214). */
  readonly simpleBackup?: boolean;
}

/** The chart's questions, in the order they are asked. */
export type MissedTriggerQuestion =
  'NOTICED_BY' | 'SUSPECTED_INTENTIONAL' | 'KIND' | 'MISSED' | 'DETRIMENTAL' | 'FIX_CASE' | 'OPPONENT_PUTS_ON_STACK' | 'SIMPLE_BACKUP';

export type MissedTriggerOutcome =
  /** Consider Unsporting Conduct — Cheating (IPG 2.1 :18150; 2.x: intent first). */
  | { readonly kind: 'INVESTIGATE_CHEATING'; readonly infraction: 'USC-CHEAT' }
  /** Not missed yet: the game continues, no infraction (chart :19795 「ゲーム続行」). */
  | { readonly kind: 'NOT_MISSED' }
  /** A judge noticed a trigger that is not detrimental: they do not intervene (chart :19802 「立ち去る」). */
  | { readonly kind: 'WALK_AWAY' }
  /** Log a Missed Trigger with this variant (or none: no penalty) and these remedies. */
  | {
      readonly kind: 'LOG';
      readonly infraction: 'GPE-MT';
      readonly variant: 'DETRIMENTAL' | null;
      readonly fix: TriggerFix;
      readonly remedies: readonly Remedy[];
    };

export interface MissedTriggerWalk {
  /** The questions to show now, in order: the answered ones and the next one. */
  readonly questions: readonly MissedTriggerQuestion[];
  /** Null until enough is answered. */
  readonly outcome: MissedTriggerOutcome | null;
}

/** The options of each question, in the order to offer them. */
export const MISSED_TRIGGER_OPTIONS: Readonly<Record<MissedTriggerQuestion, readonly string[]>> = {
  NOTICED_BY: ['PLAYER_CALLED', 'JUDGE_NOTICED'],
  SUSPECTED_INTENTIONAL: ['NO', 'YES'],
  KIND: Object.keys(MISSED_MOMENT),
  MISSED: ['YES', 'NO'],
  DETRIMENTAL: ['NO', 'YES'],
  FIX_CASE: Object.keys(FIX_OF),
  OPPONENT_PUTS_ON_STACK: ['YES', 'NO'],
  SIMPLE_BACKUP: ['NO', 'YES'],
};

/**
 * Walks the chart with the answers so far: the questions to show and, once enough is answered,
 * the outcome. The simple backup is asked last and counts as "no" until answered.
 */
export function walkMissedTriggerChart(answers: MissedTriggerAnswers): MissedTriggerWalk {
  const questions: MissedTriggerQuestion[] = ['NOTICED_BY', 'SUSPECTED_INTENTIONAL'];
  const stop = (outcome: MissedTriggerOutcome | null): MissedTriggerWalk => ({ questions, outcome });
  if (answers.noticedBy === undefined || answers.suspectedIntentional === undefined) return stop(null);
  if (answers.suspectedIntentional) return stop({ kind: 'INVESTIGATE_CHEATING', infraction: 'USC-CHEAT' });
  questions.push('KIND');
  if (answers.kind === undefined) return stop(null);
  questions.push('MISSED');
  if (answers.missed === undefined) return stop(null);
  if (!answers.missed) return stop({ kind: 'NOT_MISSED' });
  questions.push('DETRIMENTAL');
  if (answers.detrimental === undefined) return stop(null);
  // Chart :19806-19802: a judge who notices a trigger that is not detrimental walks away.
  if (answers.noticedBy === 'JUDGE_NOTICED' && !answers.detrimental) return stop({ kind: 'WALK_AWAY' });
  questions.push('FIX_CASE');
  if (answers.fixCase === undefined) return stop(null);
  const fix = FIX_OF[answers.fixCase];
  const remedies: Remedy[] = [];
  if (fix === 'ALWAYS_RESOLVE') remedies.push('TRIGGER_RESOLVED');
  if (fix === 'CONTINUE') remedies.push('GAME_CONTINUED');
  if (fix === 'OPPONENT_CHOOSES') {
    questions.push('OPPONENT_PUTS_ON_STACK');
    if (answers.opponentPutsOnStack === undefined) return stop(null);
    remedies.push(answers.opponentPutsOnStack ? 'TRIGGER_PUT_ON_STACK' : 'TRIGGER_DECLINED_BY_OPPONENT');
  }
  questions.push('SIMPLE_BACKUP');
  if (answers.simpleBackup) remedies.push('SIMPLE_BACKUP');
  return stop({ kind: 'LOG', infraction: 'GPE-MT', variant: answers.detrimental ? 'DETRIMENTAL' : null, fix, remedies });
}

/** When a generally detrimental trigger happens, in our own words (codes; the dashboard names them). */
export type DetrimentalTriggerWhen =
  | 'ENTERS'
  | 'LEAVES'
  | 'TO_GRAVEYARD'
  | 'DIES'
  | 'UPKEEP'
  | 'BEGINNING_OF_COMBAT'
  | 'ATTACKS'
  | 'END_OF_COMBAT'
  | 'END_STEP'
  | 'NEXT_END_STEP'
  | 'DEALT_DAMAGE'
  | 'COMBAT_DAMAGE_TO_YOU'
  | 'OPPONENT_CASTS'
  | 'MATCHING_PLAY'
  | 'CONDITION_LOST';

/** A card (or keyword) whose trigger the seed lists as generally detrimental to its controller. */
export interface DetrimentalTrigger {
  /** English card name, or the keyword. */
  readonly name: string;
  /** Japanese card name, or the keyword. */
  readonly nameJa: string;
  readonly set: string;
  readonly when: DetrimentalTriggerWhen;
  readonly keyword?: boolean;
  /** Symmetric: who is affected decides (IPG 2.1 :18221; the list's 【対称】). */
  readonly symmetric?: boolean;
  /** Line of the entry in judge-handbook-ja.txt. */
  readonly line: number;
}

const t = (line: number, set: string, name: string, nameJa: string, when: DetrimentalTriggerWhen, more: Partial<DetrimentalTrigger> = {}) =>
  ({ line, set, name, nameJa, when, ...more }) as DetrimentalTrigger;

/** The seed's list of generally detrimental triggers (judge-handbook-ja.txt:19685-19789 「一般的に有害」). */
export const DETRIMENTAL_TRIGGERS: readonly DetrimentalTrigger[] = [
  t(19687, 'MOM', 'Furnace-Blessed Conqueror', '炉恵みの征服者', 'NEXT_END_STEP'),
  t(19689, 'MOM', 'Ayara, Furnace Queen', '炉の女王、アヤーラ', 'NEXT_END_STEP'),
  t(19691, 'MOM', 'Scrappy Bruiser', '気の強い暴れ者', 'END_OF_COMBAT'),
  t(19695, 'ONE', 'The Eternal Wanderer', '永遠の放浪者', 'NEXT_END_STEP'),
  t(19697, 'ONE', 'Archfiend of the Dross', 'ドロスの魔神', 'UPKEEP'),
  t(19699, 'ONE', 'Phyrexian Obliterator', 'ファイレクシアの抹消者', 'DEALT_DAMAGE'),
  t(19701, 'ONE', 'Ravenous Necrotitan', '貪欲な屍巨人', 'ENTERS'),
  t(19703, 'ONE', 'Furnace Punisher', '焼炉の懲罰者', 'UPKEEP'),
  t(19705, 'ONE', 'Magmatic Sprinter', 'マグマの疾走者', 'END_STEP'),
  t(19707, 'ONE', "Red Sun's Twilight", '赤の太陽の黄昏', 'NEXT_END_STEP'),
  t(19709, 'ONE', "Urabrask's Forge", 'ウラブラスクの溶鉱炉', 'NEXT_END_STEP'),
  t(19713, 'BRO', 'Arms Race', '軍拡競争', 'NEXT_END_STEP'),
  t(19715, 'BRO', 'Horned Stoneseeker', '有角の石探し', 'LEAVES'),
  t(19717, 'BRO', 'Heavyweight Demolisher', '重量級破砕機', 'UPKEEP'),
  t(19719, 'BRO', 'Unearth', '蘇生', 'NEXT_END_STEP', { keyword: true }),
  t(19722, 'DMU', 'Serra Paragon', 'セラの模範', 'TO_GRAVEYARD'),
  t(19724, 'DMU', 'Balduvian Atrocity', 'バルデュヴィアの非道', 'NEXT_END_STEP'),
  t(19726, 'DMU', 'Dragon Whelp', 'チビ・ドラゴン', 'NEXT_END_STEP'),
  t(19728, 'DMU', 'Lagomos, Hand of Hatred', '憎悪の手、ラゴモス', 'NEXT_END_STEP'),
  t(19730, 'DMU', 'Rivaz of the Claw', '爪のライヴァズ', 'DIES'),
  t(19734, 'SNC', 'Reservoir Kraken', '溜め池のクラーケン', 'BEGINNING_OF_COMBAT'),
  t(19736, 'SNC', 'Shakedown Heavy', '強請る大入道', 'ATTACKS'),
  t(19738, 'SNC', 'Jaxis, the Troublemaker', 'トラブルメーカー、ジャクシス', 'NEXT_END_STEP'),
  t(19740, 'SNC', 'Black Market Tycoon', '闇市場の巨頭', 'UPKEEP'),
  t(19742, 'SNC', 'Cement Shoes', 'セメントの靴', 'END_STEP'),
  t(19744, 'SNC', 'Blitz', '奇襲', 'NEXT_END_STEP', { keyword: true }),
  t(19748, 'NEO', 'Reflection of Kiki-Jiki', 'キキジキの鏡像', 'NEXT_END_STEP'),
  t(19750, 'NEO', 'Reinforced Ronin', '増員された浪人', 'END_STEP'),
  t(19752, 'NEO', 'Kami of Industry', '勤勉の神', 'NEXT_END_STEP'),
  t(19754, 'NEO', 'Greasefang, Okiba Boss', '大牙勢団の総長、脂牙', 'NEXT_END_STEP'),
  t(19756, 'NEO', 'Risona, Asari Commander', '浅利の司令官、理想那', 'COMBAT_DAMAGE_TO_YOU'),
  t(19759, 'VOW', 'Bloodvial Purveyor', '血瓶の調達者', 'OPPONENT_CASTS'),
  t(19761, 'VOW', 'Graf Reaver', '墓の肉裂き', 'UPKEEP'),
  t(19763, 'VOW', 'Undead Butler', 'アンデッドの執事', 'ENTERS'),
  t(19765, 'VOW', "Alchemist's Gambit", '錬金術師の計略', 'END_STEP'),
  t(19767, 'VOW', 'Cemetery Gatekeeper', '墓所の門番', 'MATCHING_PLAY', { symmetric: true }),
  t(19769, 'VOW', 'Manaform Hellkite', 'マナ形成のヘルカイト', 'NEXT_END_STEP'),
  t(19771, 'VOW', 'Olivia, Crimson Bride', '真紅の花嫁、オリヴィア', 'CONDITION_LOST'),
  t(19774, 'VOW', 'Boarded Window', '板塞ぎの窓', 'END_STEP'),
  t(19776, 'VOW', 'Dorothea, Vengeful Victim', '復讐に燃えた犠牲者、ドロテア', 'END_OF_COMBAT'),
  t(19778, 'VOW', "Dorothea's Retribution", 'ドロテアの報復', 'END_OF_COMBAT'),
  t(19782, 'MID', 'Slaughter Specialist', '殺戮の専門家', 'ENTERS'),
  t(19784, 'MID', 'Hungry for More', '貪欲な食欲', 'NEXT_END_STEP'),
  t(19786, 'MID', 'Wake to Slaughter', '殺戮者の目覚め', 'NEXT_END_STEP'),
  t(19788, 'MID', 'Decayed', '腐乱', 'END_OF_COMBAT', { keyword: true }),
];

/** Width-folded (NFKC), lower case, without spaces and the punctuation card names differ in (、・,'’-). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s、,・'’\-/]/g, '');
}

/**
 * The listed triggers matching every word of the query (in either card name, the set code, or the
 * words the caller gives for an entry, e.g. its `when` in the reader's language). An empty query
 * matches everything.
 */
export function searchDetrimentalTriggers(
  query: string,
  wordsFor: (entry: DetrimentalTrigger) => readonly string[] = () => [],
): readonly DetrimentalTrigger[] {
  const words = query
    .split(/[\s　]+/)
    .map(foldForSearch)
    .filter(Boolean);
  if (!words.length) return DETRIMENTAL_TRIGGERS;
  return DETRIMENTAL_TRIGGERS.filter((entry) => {
    const haystack = [entry.name, entry.nameJa, entry.set, entry.when, ...wordsFor(entry)].map(foldForSearch).join('|');
    return words.every((word) => haystack.includes(word));
  });
}

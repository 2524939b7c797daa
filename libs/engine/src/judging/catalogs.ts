/**
 * Infraction catalogs: each game's (and each Rules Enforcement Level's) infractions and penalties as
 * data, so the rest of the judging module works for any game. Codes only: their names, in each
 * language, belong to whoever shows them (the API's `i18n/judging-names.ts`). Section numbers
 * refer to the Magic Infraction Procedure Guide (IPG) unless a catalog says otherwise.
 */

/** Every penalty any catalog uses; each catalog orders the ones it uses on its own ladder. */
export type Penalty = 'NONE' | 'CAUTION' | 'WARNING' | 'PRIZE_LOSS' | 'GAME_LOSS' | 'MATCH_LOSS' | 'DISQUALIFICATION';

export type InfractionCategory = 'GAME_PLAY_ERROR' | 'TOURNAMENT_ERROR' | 'UNSPORTING_CONDUCT';

export type Rel = 'REGULAR' | 'COMPETITIVE' | 'PROFESSIONAL';

export type RepeatReason = 'REPEAT_GAME_PLAY_WARNING' | 'REPEAT_TOURNAMENT_WARNING' | 'REPEAT_UNSPORTING_MINOR' | 'REPEAT_UNSPORTING_MAJOR';

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

/**
 * A documented circumstance that changes the penalty (e.g. Tardiness, seated within a minute). The
 * judge records it as such, not as a deviation; its condition is worded by the API
 * (`INFRACTION/VARIANT` in `judging-names.ts`).
 */
export interface InfractionVariant {
  readonly id: string;
  readonly penalty: Penalty;
  /** The offender is also dropped (IPG 3.1: not seated 10 minutes into the round). */
  readonly drops?: boolean;
  /**
   * The penalty waits for the start of the offender's next match whatever match is being played
   * (IPG 3.4: a decklist error found outside a match, e.g. while counting decklists).
   */
  readonly atNextMatch?: boolean;
}

/**
 * A fix the rules name for an infraction (IPG "Additional Remedy", *Judging at Regular REL*'s
 * fixes), recorded with the penalty as a code; the judge's description says the rest.
 */
export type Remedy =
  | 'SIMPLE_BACKUP'
  | 'FULL_BACKUP'
  | 'BACKUP_TO_ACTION'
  | 'PARTIAL_FIX'
  | 'GAME_CONTINUED'
  | 'TRIGGER_RESOLVED'
  | 'TRIGGER_PUT_ON_STACK'
  | 'TRIGGER_DECLINED_BY_OPPONENT'
  | 'LIBRARY_SHUFFLED'
  | 'CARD_RETURNED_BY_OPPONENT'
  | 'MULLIGAN_TAKEN_AGAIN'
  | 'TIME_EXTENSION'
  | 'EXTRA_TURNS'
  | 'ILLEGAL_CARDS_REMOVED'
  | 'DECKLIST_CORRECTED'
  | 'BASIC_LANDS_ADDED'
  | 'MISSING_CARDS_RETURNED'
  | 'CARDS_OR_SLEEVES_REPLACED'
  | 'BASIC_LANDS_SUBSTITUTED';

/**
 * Remedies that are a backup beyond a simple one: IPG 1.4 (judge-handbook-ja.txt:18052
 * 「ヘッドジャッジだけが復元を許可できる」). Only the head judge records them; a simple backup (1.4, :18070)
 * is part of the prescribed fix and any judge applies it.
 */
export const HEAD_JUDGE_REMEDIES: readonly Remedy[] = ['FULL_BACKUP', 'BACKUP_TO_ACTION'];

/** Whether only the head judge may record this remedy (IPG 1.4). */
export function remedyNeedsHeadJudge(remedy: string): boolean {
  return (HEAD_JUDGE_REMEDIES as readonly string[]).includes(remedy);
}

export interface Infraction {
  readonly code: string;
  readonly category: InfractionCategory;
  /** Section of the catalog's source text, when it has one. */
  readonly section: string | null;
  readonly defaultPenalty: Penalty;
  readonly repeat: RepeatRule | null;
  readonly variants: readonly InfractionVariant[];
  /** The fixes the rules name for it, in the order they describe them. */
  readonly remedies: readonly Remedy[];
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
  /** Lightest first. */
  readonly ladder: readonly Penalty[];
  /** Penalties at or above this one go through the head judge (IPG 1.2). */
  readonly approvalFrom: Penalty;
  /**
   * 'NONE' records an educational note, not a penalty (*Judging at Regular REL*: fix the error and
   * educate the player); it is never a Warning and never counts towards anything.
   */
  readonly fixAndEducate: boolean;
  readonly infractions: readonly Infraction[];
  /**
   * Written by Taikai, not taken from a game publisher's document (GENERIC, the illustrative
   * POKEMON): whoever names the catalog must not present it as the game's own penalty guide.
   */
  readonly taikaiOwn?: boolean;
}

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

type InfractionInput = Omit<Infraction, 'variants' | 'approvalExempt' | 'repeat' | 'remedies'> &
  Partial<Pick<Infraction, 'variants' | 'approvalExempt' | 'repeat' | 'remedies'>>;

function infraction(input: InfractionInput): Infraction {
  return { repeat: null, variants: [], remedies: [], approvalExempt: false, ...input };
}

const gpe = (code: string, section: string, defaultPenalty: Penalty = 'WARNING') =>
  infraction({ code, category: 'GAME_PLAY_ERROR', section, defaultPenalty, repeat: GAME_PLAY_REPEAT });

const te = (code: string, section: string, defaultPenalty: Penalty = 'WARNING') =>
  infraction({ code, category: 'TOURNAMENT_ERROR', section, defaultPenalty, repeat: TOURNAMENT_REPEAT });

const usc = (code: string, section: string, defaultPenalty: Penalty) =>
  infraction({ code, category: 'UNSPORTING_CONDUCT', section, defaultPenalty });

/** Magic at Competitive and Professional REL: IPG sections 2–4 and appendix A (effective 2023-09-04). */
export const MAGIC_IPG: InfractionCatalog = {
  id: 'magic-ipg',
  version: '2023-09-04',
  ladder: ['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  approvalFrom: 'GAME_LOSS',
  fixAndEducate: false,
  infractions: [
    {
      ...gpe('GPE-MT', '2.1', 'NONE'),
      // IPG 2.1 upgrade: a Warning when the trigger is considered detrimental to its controller and
      // comes from a card that player owns (the current game state does not matter).
      variants: [{ id: 'DETRIMENTAL', penalty: 'WARNING' }],
      // IPG 2.1 additional remedy (:18193-18216), in its order: resolved now (auras, delayed triggers
      // undoing a zone change); the game continues (missed before the previous turn's current phase,
      // or its duration is over: :18202); the opponent chooses to put it on the stack, or not (:18206);
      // a simple backup of the action that showed it was missed (:18214). The chart (:19842) calls
      // the second 「処理しないでゲーム続行」: see missed-trigger-chart.ts.
      remedies: ['TRIGGER_RESOLVED', 'GAME_CONTINUED', 'TRIGGER_PUT_ON_STACK', 'TRIGGER_DECLINED_BY_OPPONENT', 'SIMPLE_BACKUP'],
    },
    // IPG 2.2: the cards seen are shuffled back into the random portion of the library.
    { ...gpe('GPE-LEC', '2.2'), remedies: ['LIBRARY_SHUFFLED'] },
    {
      // IPG 2.3: the opponent sees the set of cards and chooses what goes back; or a simple backup.
      ...gpe('GPE-HCE', '2.3'),
      // IPG 2.3 upgrade (judge-handbook-ja.txt:18328 「変異能力を持たない」): a face-down card cast with
      // morph turns out to have no morph: Game Loss. Not when the player found it themselves with a
      // morph card in hand and no unknown card added since (:18330): then the default Warning.
      variants: [{ id: 'FACE_DOWN_WITHOUT_MORPH', penalty: 'GAME_LOSS' }],
      remedies: ['CARD_RETURNED_BY_OPPONENT', 'LIBRARY_SHUFFLED', 'SIMPLE_BACKUP'],
    },
    { ...gpe('GPE-MPE', '2.4'), remedies: ['MULLIGAN_TAKEN_AGAIN'] },
    // IPG 2.5: a simple backup first, else the listed partial fixes, else a full backup (the head
    // judge's: 1.4) or the game goes on as it is (:18412 「完全な復元を検討」).
    { ...gpe('GPE-GRV', '2.5'), remedies: ['SIMPLE_BACKUP', 'PARTIAL_FIX', 'FULL_BACKUP', 'GAME_CONTINUED'] },
    // IPG 2: the one Game Play Error that never upgrades.
    { ...gpe('GPE-FMGS', '2.6'), repeat: null },
    {
      // IPG 3.1: a Game Loss; upgrade: a Match Loss when not seated 10 minutes into the round, and
      // dropped unless they report before the round ends; downgrade: a Warning when seated within
      // the first minute. Time lost is given back as an extension.
      ...te('TE-TARDY', '3.1', 'GAME_LOSS'),
      approvalExempt: true,
      variants: [
        { id: 'SEATED_WITHIN_FIRST_MINUTE', penalty: 'WARNING' },
        { id: 'NOT_SEATED_AFTER_10_MINUTES', penalty: 'MATCH_LOSS', drops: true },
      ],
      remedies: ['TIME_EXTENSION'],
    },
    {
      // IPG 3.2 downgrade (judge-handbook-ja.txt:18527 「ゲーム間に見て構わない」): the information
      // was one the player may look at between games (their own notes): Game Loss.
      ...te('TE-OA', '3.2', 'MATCH_LOSS'),
      variants: [{ id: 'ALLOWED_BETWEEN_GAMES', penalty: 'GAME_LOSS' }],
    },
    // IPG 3.3: two extra turns at time for each Slow Play Warning.
    { ...te('TE-SP', '3.3'), remedies: ['EXTRA_TURNS'] },
    {
      // IPG 3.4: a decklist error found outside a match and its usual procedures (e.g. while the
      // decklists are counted) is penalised at the start of the player's next match.
      ...te('TE-DLP', '3.4', 'GAME_LOSS'),
      approvalExempt: true,
      variants: [{ id: 'FOUND_OUTSIDE_MATCH', penalty: 'GAME_LOSS', atNextMatch: true }],
      remedies: ['ILLEGAL_CARDS_REMOVED', 'DECKLIST_CORRECTED', 'BASIC_LANDS_ADDED'],
    },
    {
      // IPG 3.5: three upgrades to a Game Loss (judge-handbook-ja.txt:18699, :18704, :18708), and the
      // companion restriction that cannot be met (additional remedy, :18694). Penalties recorded with
      // the former single variant 'UPGRADED' keep its name (judging-names.ts).
      ...te('TE-DP', '3.5'),
      variants: [
        { id: 'ILLEGAL_COUNT_AT_PRESENTATION', penalty: 'GAME_LOSS' },
        { id: 'OPPONENT_DECIDED_ON_SIDEBOARD_CARD', penalty: 'GAME_LOSS' },
        { id: 'EXCESS_COPIES_AFTER_GAME_START', penalty: 'GAME_LOSS' },
        { id: 'COMPANION_UNSATISFIABLE', penalty: 'GAME_LOSS' },
      ],
      remedies: ['ILLEGAL_CARDS_REMOVED', 'MISSING_CARDS_RETURNED', 'LIBRARY_SHUFFLED'],
    },
    te('TE-LPV', '3.6'),
    // IPG 3.7 additional remedy (judge-handbook-ja.txt:18767 「行動した時点まで」): a backup to the
    // point of the action taken, not of the communication; not a simple backup, so the head judge's.
    { ...te('TE-CPV', '3.7'), remedies: ['BACKUP_TO_ACTION'] },
    {
      // IPG 3.8: two upgrades to a Game Loss: no replacement available, so basic lands stand in and
      // the decklist changes (judge-handbook-ja.txt:18802 「交換するカードを準備できなかった」); a
      // pattern the owner could profit from (:18810).
      ...te('TE-MC', '3.8'),
      variants: [
        { id: 'NO_REPLACEMENT_BASIC_LANDS', penalty: 'GAME_LOSS' },
        { id: 'PATTERN', penalty: 'GAME_LOSS' },
      ],
      remedies: ['CARDS_OR_SLEEVES_REPLACED', 'BASIC_LANDS_SUBSTITUTED'],
    },
    { ...te('TE-IS', '3.9'), remedies: ['LIBRARY_SHUFFLED'] },
    {
      // IPG 4.1: any further Minor Unsporting Conduct, even a different act, is a Game Loss. The IPG
      // gives no day limit here, so earlier days count.
      ...usc('USC-MINOR', '4.1', 'WARNING'),
      repeat: { reason: 'REPEAT_UNSPORTING_MINOR', level: 'WARNING', fromNth: 2, becomes: 'GAME_LOSS', sameDayOnly: false },
    },
    {
      // IPG 4.2: repeated Major Unsporting Conduct, or malicious or unrepentant, is a Disqualification.
      ...usc('USC-MAJOR', '4.2', 'MATCH_LOSS'),
      repeat: { reason: 'REPEAT_UNSPORTING_MAJOR', level: 'MATCH_LOSS', fromNth: 2, becomes: 'DISQUALIFICATION', sameDayOnly: false },
      variants: [{ id: 'MALICIOUS', penalty: 'DISQUALIFICATION' }],
    },
    usc('USC-IDW', '4.3', 'MATCH_LOSS'),
    usc('USC-BW', '4.4', 'MATCH_LOSS'),
    usc('USC-AB', '4.5', 'DISQUALIFICATION'),
    usc('USC-TTM', '4.6', 'DISQUALIFICATION'),
    usc('USC-STALL', '4.7', 'DISQUALIFICATION'),
    usc('USC-CHEAT', '4.8', 'DISQUALIFICATION'),
  ],
};

const regular = (code: string, category: InfractionCategory, rest: Partial<InfractionInput> = {}): Infraction =>
  infraction({ code, category, section: null, defaultPenalty: 'NONE', ...rest });

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
  ladder: ['NONE', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  approvalFrom: 'GAME_LOSS',
  fixAndEducate: true,
  infractions: [
    // JAR "Common mistakes": fix and educate; what is recorded is a note, not a Warning. A player
    // who keeps repeating one after reminders may be told that the next time is a Game Loss.
    regular('REG-MT', 'GAME_PLAY_ERROR', { mayEscalateTo: 'GAME_LOSS', remedies: ['TRIGGER_RESOLVED', 'GAME_CONTINUED'] }),
    regular('REG-LIB', 'GAME_PLAY_ERROR', { mayEscalateTo: 'GAME_LOSS', remedies: ['LIBRARY_SHUFFLED'] }),
    regular('REG-DRAW', 'GAME_PLAY_ERROR', { mayEscalateTo: 'GAME_LOSS', remedies: ['CARD_RETURNED_BY_OPPONENT', 'LIBRARY_SHUFFLED'] }),
    regular('REG-GAME', 'GAME_PLAY_ERROR', { mayEscalateTo: 'GAME_LOSS', remedies: ['SIMPLE_BACKUP', 'GAME_CONTINUED'] }),
    regular('REG-DECK', 'TOURNAMENT_ERROR', {
      mayEscalateTo: 'GAME_LOSS',
      remedies: ['ILLEGAL_CARDS_REMOVED', 'DECKLIST_CORRECTED', 'BASIC_LANDS_ADDED'],
    }),
    // JAR "Bad behaviour": educate first, a Game Loss when it continues.
    regular('REG-IS', 'TOURNAMENT_ERROR', { mayEscalateTo: 'GAME_LOSS', remedies: ['LIBRARY_SHUFFLED'] }),
    regular('REG-SP', 'TOURNAMENT_ERROR', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-OA', 'TOURNAMENT_ERROR', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-TARDY', 'TOURNAMENT_ERROR', {
      mayEscalateTo: 'GAME_LOSS',
      approvalExempt: true,
      // JAR: 10 minutes late forfeits the match, and the player is dropped unless they appear by the end of the round.
      variants: [{ id: 'NOT_SEATED_AFTER_10_MINUTES', penalty: 'MATCH_LOSS', drops: true }],
      remedies: ['TIME_EXTENSION'],
    }),
    regular('REG-BW', 'UNSPORTING_CONDUCT', { mayEscalateTo: 'GAME_LOSS' }),
    regular('REG-USC', 'UNSPORTING_CONDUCT', { mayEscalateTo: 'GAME_LOSS' }),
    // JAR "Serious problems": never tolerated.
    regular('REG-AB', 'UNSPORTING_CONDUCT', { defaultPenalty: 'DISQUALIFICATION' }),
    regular('REG-CHEAT', 'UNSPORTING_CONDUCT', { defaultPenalty: 'DISQUALIFICATION' }),
    regular('REG-THEFT', 'UNSPORTING_CONDUCT', { defaultPenalty: 'DISQUALIFICATION' }),
  ],
};

/** An infraction with neither repeat rule nor variants. */
const simple = (code: string, category: InfractionCategory, defaultPenalty: Penalty) =>
  infraction({ code, category, section: null, defaultPenalty });

/**
 * ILLUSTRATIVE ONLY: a Pokémon-style ladder with a few typical infractions, in our own words. It is
 * not taken from any official penalty guideline (none is in our references); head judges adjust
 * penalties through deviations.
 */
export const POKEMON: InfractionCatalog = {
  id: 'pokemon',
  version: 'illustrative-1',
  taikaiOwn: true,
  ladder: ['CAUTION', 'WARNING', 'PRIZE_LOSS', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  approvalFrom: 'GAME_LOSS',
  fixAndEducate: false,
  infractions: [
    simple('PKM-PE-MINOR', 'GAME_PLAY_ERROR', 'CAUTION'),
    simple('PKM-PE-MAJOR', 'GAME_PLAY_ERROR', 'PRIZE_LOSS'),
    simple('PKM-DECK', 'TOURNAMENT_ERROR', 'GAME_LOSS'),
    simple('PKM-TARDY', 'TOURNAMENT_ERROR', 'GAME_LOSS'),
    simple('PKM-SLOW', 'TOURNAMENT_ERROR', 'WARNING'),
    simple('PKM-USC-MINOR', 'UNSPORTING_CONDUCT', 'WARNING'),
    simple('PKM-USC-MAJOR', 'UNSPORTING_CONDUCT', 'MATCH_LOSS'),
    simple('PKM-CHEAT', 'UNSPORTING_CONDUCT', 'DISQUALIFICATION'),
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
  // Taikai's own: FFTCG's comprehensive rules (fftcg-rules-ja.txt) have no penalty guide.
  taikaiOwn: true,
  ladder: ['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'],
  approvalFrom: 'GAME_LOSS',
  fixAndEducate: false,
  infractions: [
    simple('GEN-GPE', 'GAME_PLAY_ERROR', 'WARNING'),
    simple('GEN-TE', 'TOURNAMENT_ERROR', 'WARNING'),
    simple('GEN-USC', 'UNSPORTING_CONDUCT', 'WARNING'),
    simple('GEN-CHEAT', 'UNSPORTING_CONDUCT', 'DISQUALIFICATION'),
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

import { findInfraction, MAGIC_IPG } from './catalogs';
import {
  MissedMoment,
  TriggerKind,
  DETRIMENTAL_TRIGGERS,
  FIX_OF,
  MISSED_MOMENT,
  MISSED_TRIGGER_OPTIONS,
  MissedTriggerAnswers,
  searchDetrimentalTriggers,
  walkMissedTriggerChart,
} from './missed-trigger-chart';

// The chart: judge-handbook-ja.txt:19790-19849 「〔誘発忘れ〕チャート」; IPG 2.1 :18099-18222.
const missed: MissedTriggerAnswers = { noticedBy: 'PLAYER_CALLED', suspectedIntentional: false, kind: 'VISIBLE_EFFECT', missed: true };

describe('walkMissedTriggerChart', () => {
  it('asks who noticed and whether it looks intentional first (chart :19791; IPG :18150 「介入しない」)', () => {
    expect(walkMissedTriggerChart({})).toEqual({ questions: ['NOTICED_BY', 'SUSPECTED_INTENTIONAL'], outcome: null });
  });

  it('sends a suspected intentional miss to Cheating (IPG 2.1 :18150)', () => {
    expect(walkMissedTriggerChart({ noticedBy: 'JUDGE_NOTICED', suspectedIntentional: true }).outcome).toEqual({
      kind: 'INVESTIGATE_CHEATING',
      infraction: 'USC-CHEAT',
    });
  });

  it('not missed yet: the game continues, no infraction (chart :19793 「忘れた」？ → :19795 「ゲーム続行」)', () => {
    expect(walkMissedTriggerChart({ ...missed, missed: false }).outcome).toEqual({ kind: 'NOT_MISSED' });
  });

  it('a judge who notices a trigger that is not detrimental walks away (chart :19802 「立ち去る」)', () => {
    const walk = walkMissedTriggerChart({ ...missed, noticedBy: 'JUDGE_NOTICED', detrimental: false });
    expect(walk.outcome).toEqual({ kind: 'WALK_AWAY' });
    expect(walk.questions).not.toContain('FIX_CASE');
  });

  it('a detrimental trigger from an owned card is a Warning however it was noticed (chart :19813; IPG :18218)', () => {
    for (const noticedBy of ['PLAYER_CALLED', 'JUDGE_NOTICED'] as const) {
      const walk = walkMissedTriggerChart({ ...missed, noticedBy, detrimental: true, fixCase: 'DURATION_OVER' });
      expect(walk.outcome).toMatchObject({ kind: 'LOG', infraction: 'GPE-MT', variant: 'DETRIMENTAL' });
    }
  });

  it('a player call about a trigger that is not detrimental: no penalty, the fix only (chart :19811 No)', () => {
    expect(walkMissedTriggerChart({ ...missed, detrimental: false, fixCase: 'AURA_ENCHANTED_ONLY' }).outcome).toEqual({
      kind: 'LOG',
      infraction: 'GPE-MT',
      variant: null,
      fix: 'ALWAYS_RESOLVE',
      remedies: ['TRIGGER_RESOLVED'],
    });
  });

  // [chart line, case, remedies]
  const fixes: [string, MissedTriggerAnswers['fixCase'], string[]][] = [
    [':19838 aura, enchanted permanent only: always resolved', 'AURA_ENCHANTED_ONLY', ['TRIGGER_RESOLVED']],
    [':19840 delayed trigger undoing a zone change: always resolved', 'DELAYED_UNDOES_ZONE_CHANGE', ['TRIGGER_RESOLVED']],
    [':19843 duration over: 「処理しないでゲーム続行」', 'DURATION_OVER', ['GAME_CONTINUED']],
    [':19844 before the previous turn’s phase: 「処理しないでゲーム続行」', 'BEFORE_PREVIOUS_TURN_PHASE', ['GAME_CONTINUED']],
  ];
  it.each(fixes)('fix %s', (_line, fixCase, remedies) => {
    expect(walkMissedTriggerChart({ ...missed, detrimental: false, fixCase }).outcome).toMatchObject({ remedies });
  });

  it('otherwise the opponent decides: on the stack, or not (chart :19845; IPG :18206 「スタックに置くかどうかを選ぶ」)', () => {
    const other = { ...missed, detrimental: false, fixCase: 'OTHER' as const };
    expect(walkMissedTriggerChart(other)).toEqual({
      questions: ['NOTICED_BY', 'SUSPECTED_INTENTIONAL', 'KIND', 'MISSED', 'DETRIMENTAL', 'FIX_CASE', 'OPPONENT_PUTS_ON_STACK'],
      outcome: null,
    });
    expect(walkMissedTriggerChart({ ...other, opponentPutsOnStack: true }).outcome).toMatchObject({
      fix: 'OPPONENT_CHOOSES',
      remedies: ['TRIGGER_PUT_ON_STACK'],
    });
    expect(walkMissedTriggerChart({ ...other, opponentPutsOnStack: false }).outcome).toMatchObject({
      remedies: ['TRIGGER_DECLINED_BY_OPPONENT'],
    });
  });

  it('adds a simple backup of the action that showed it was missed (IPG 2.1 :18214)', () => {
    const walk = walkMissedTriggerChart({ ...missed, detrimental: false, fixCase: 'OTHER', opponentPutsOnStack: true, simpleBackup: true });
    expect(walk.outcome).toMatchObject({ remedies: ['TRIGGER_PUT_ON_STACK', 'SIMPLE_BACKUP'] });
    expect(walk.questions[walk.questions.length - 1]).toBe('SIMPLE_BACKUP');
  });

  it('yields only remedies and the variant the catalog names for GPE-MT', () => {
    const entry = findInfraction(MAGIC_IPG, 'GPE-MT')!;
    for (const fixCase of Object.keys(FIX_OF) as (keyof typeof FIX_OF)[])
      for (const opponentPutsOnStack of [true, false]) {
        const outcome = walkMissedTriggerChart({ ...missed, detrimental: true, fixCase, opponentPutsOnStack, simpleBackup: true }).outcome;
        if (outcome?.kind !== 'LOG') throw new Error('expected LOG');
        for (const remedy of outcome.remedies) expect(entry.remedies).toContain(remedy);
        expect(entry.variants.map((v) => v.id)).toContain(outcome.variant);
      }
  });
});

describe('when a trigger is missed, by kind (IPG 2.1 :18106-18130; chart :19819-19834)', () => {
  it.each<[TriggerKind, MissedMoment, string]>([
    ['TARGETS_OR_MODES', 'PASSED_PRIORITY', ':18106 / :19819 targets or modes: priority passed'],
    ['VISIBLE_EFFECT', 'ACTED_AFTER_RESOLUTION', ':18112 / :19821 visible effect: an action only possible after it'],
    ['NO_VISIBLE_EFFECT', 'FIRST_VISIBLE_IMPACT', ':18127 / :19826 no visible effect: its first visible impact'],
    ['RULE_CHANGING', 'OPPONENT_BROKE_RULE', ':18123 / :19829 rule-changing: the opponent broke the rule'],
    ['REFLEXIVE', 'WITH_PARENT', ':18140 / :19832 reflexive: shown with its parent'],
  ])('%s → %s (%s)', (kind, moment) => expect(MISSED_MOMENT[kind]).toBe(moment));

  it('offers every kind and every fix case as an option', () => {
    expect(MISSED_TRIGGER_OPTIONS.KIND).toEqual(Object.keys(MISSED_MOMENT));
    expect(MISSED_TRIGGER_OPTIONS.FIX_CASE).toEqual(Object.keys(FIX_OF));
  });
});

describe('the generally detrimental triggers (judge-handbook-ja.txt:19685 「一般的に有害」)', () => {
  it('lists each entry of the seed once, by line, within the list', () => {
    const lines = DETRIMENTAL_TRIGGERS.map((entry) => entry.line);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.every((line) => line > 19685 && line < 19790)).toBe(true);
    expect(DETRIMENTAL_TRIGGERS).toHaveLength(45); // every 《card》 and keyword line of :19686-19789
  });

  it('finds a card by its English or Japanese name, whatever the width or spacing', () => {
    expect(searchDetrimentalTriggers('archfiend').map((e) => e.name)).toEqual(['Archfiend of the Dross']);
    expect(searchDetrimentalTriggers('ドロス').map((e) => e.line)).toEqual([19697]);
    expect(searchDetrimentalTriggers('ＡＲＣＨＦＩＥＮＤ').map((e) => e.line)).toEqual([19697]);
    expect(searchDetrimentalTriggers('kiki jiki').map((e) => e.line)).toEqual([19748]);
  });

  it('finds keywords and sets, and every word must match', () => {
    expect(searchDetrimentalTriggers('unearth').map((e) => e.keyword)).toEqual([true]);
    expect(searchDetrimentalTriggers('snc upkeep').map((e) => e.name)).toEqual(['Black Market Tycoon']);
    expect(searchDetrimentalTriggers('')).toBe(DETRIMENTAL_TRIGGERS);
  });

  it('searches the words the caller gives for an entry (the reader’s language)', () => {
    const words = (entry: { when: string }) => (entry.when === 'UPKEEP' ? ['アップキープ'] : []);
    expect(searchDetrimentalTriggers('アップキープ', words).map((e) => e.line)).toEqual([19697, 19703, 19717, 19740, 19761]);
  });

  it('marks the symmetric one (IPG 2.1 :18220 対称的能力; the list’s 【対称】 at :19768)', () => {
    expect(DETRIMENTAL_TRIGGERS.filter((e) => e.symmetric).map((e) => e.name)).toEqual(['Cemetery Gatekeeper']);
  });
});

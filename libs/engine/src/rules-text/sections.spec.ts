import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  errataByName,
  HANDBOOK_SECTIONS,
  parseComprehensiveRules,
  parseErrata,
  parsePolicyDocument,
  policySectionParts,
  RulesSearchIndex,
} from './index';

// Made-up sections in the IPG's layout (IPG 2.1: labels on lines of their own), an appendix of
// changes from the version before (IPG appendix B), and the handbook's sections after the JAR.
const IPG = `2. ゲーム上の誤り
2.1. ゲーム上の誤り ─ 試験の誤り/Test Error
懲罰：
　なし
定義：
　試験の能力を忘れた。
理念：
　誤りは起こる。
追加措置：
　忘れた能力を解決する。
格上げ：
　有害な能力なら【警告】。
格下げ:
　なし。
2.2. ゲーム上の誤り ─ 別の誤り
　本文。
付録Ｂ ─ 前版からの変更点
　2.1: 試験の誤りの追加措置を変更。追加措置の例を追加。
`;

const HANDBOOK = `『よくある誤り』
　誤りの説明。
特筆異状集

《試験の竜／Test Dragon》[TST]
　カードには「飛行」と書かれているが、正しくは「到達」である。

《試験の竜》
{3}{R}
クリーチャー ― ドラゴン
到達

《長い名前の試験カード／Long Named Test 
Card》
[TST]
　カードの名前が誤っている。
《長い名前の試験カード》
{1}
アーティファクト

- 12 / 34 -
「一般的に有害」な誘発型能力
『試験セット』
《試験の竜／Test Dragon》
　自分のアップキープの開始時
〔誘発忘れ〕チャート
ジャッジコール！
`;

describe('policy sections: parts, handbook headings, historical sections', () => {
  it('splits an IPG section at its labels (IPG 2.1: definition, philosophy, additional remedy, upgrade, downgrade)', () => {
    const section = parsePolicyDocument(IPG).rules.find((rule) => rule.number === '2.1')!;
    expect(policySectionParts(section.text)).toEqual([
      { part: 'PENALTY', text: 'なし' },
      { part: 'DEFINITION', text: '試験の能力を忘れた。' },
      { part: 'PHILOSOPHY', text: '誤りは起こる。' },
      { part: 'ADDITIONAL_REMEDY', text: '忘れた能力を解決する。' },
      { part: 'UPGRADE', text: '有害な能力なら【警告】。' },
      { part: 'DOWNGRADE', text: 'なし。' },
    ]);
    expect(policySectionParts('Penalty\nWarning\nDefinition\nA player forgot.\nAdditional Remedy:\nResolve it.')).toEqual([
      { part: 'PENALTY', text: 'Warning' },
      { part: 'DEFINITION', text: 'A player forgot.' },
      { part: 'ADDITIONAL_REMEDY', text: 'Resolve it.' },
    ]);
  });

  it('marks the changes from the version before historical; search answers current sections first', () => {
    const document = parsePolicyDocument(IPG);
    expect(document.rules.filter((rule) => rule.historical).map((rule) => rule.number)).toEqual(['付録B']);
    const index = new RulesSearchIndex(document);
    // 付録B holds 追加措置 twice, 2.1 once: by score alone 付録B would come first.
    expect(index.search('追加措置').map((hit) => (hit.kind === 'rule' ? hit.number : hit.term))).toEqual(['2.1', '付録B']);
    expect(index.search('試験の誤り')[0]).toMatchObject({ number: '2.1' });
  });

  it('puts an obsolete glossary term after the current rules that hold the same words', () => {
    const index = new RulesSearchIndex(
      parseComprehensiveRules(`1. 基本
100. 原則
100.1. 古い語は新しい語になった。
用語集
古い語（ふるいご）／Old Word
(廃語)古いカードの表現。古い語。
`),
    );
    const hits = index.search('古い語');
    expect(hits.map((hit) => [hit.kind === 'rule' ? hit.number : hit.term, index.isHistorical(hit)])).toEqual([
      ['100.1', false],
      ['古い語', true],
    ]);
  });

  it("numbers the handbook's errata, detrimental triggers and missed-trigger chart by their headings; set names in a list are not headings", () => {
    const numbers = parsePolicyDocument(HANDBOOK).rules.map((rule) => rule.number);
    expect(numbers).toEqual([
      'よくある誤り',
      HANDBOOK_SECTIONS.ERRATA[0],
      HANDBOOK_SECTIONS.DETRIMENTAL_TRIGGERS[0],
      HANDBOOK_SECTIONS.MISSED_TRIGGER_CHART[0],
    ]);
  });

  it('reads the errata list: names (wrapped), set, the note, the corrected text; found by either name, folded', () => {
    const errata = parseErrata(HANDBOOK);
    expect(errata).toEqual([
      {
        name: '試験の竜',
        english: 'Test Dragon',
        set: 'TST',
        note: '　カードには「飛行」と書かれているが、正しくは「到達」である。'.trim(),
        correctedText: '{3}{R}\nクリーチャー ― ドラゴン\n到達',
      },
      {
        name: '長い名前の試験カード',
        english: 'Long Named Test Card',
        set: 'TST',
        note: 'カードの名前が誤っている。',
        correctedText: '{1}\nアーティファクト',
      },
    ]);
    const byName = errataByName(errata);
    expect(byName.get('test dragon')?.name).toBe('試験の竜');
    expect(byName.get('試験の竜')?.set).toBe('TST');
    expect(parseErrata('本文だけ。')).toEqual([]);
  });
});

// The publisher's texts are not in the repository; CI and the helpers' machines have them here.
const HANDBOOK_FILE = join(__dirname, '../../../../../shared/reference/judge-handbook-ja.txt');
const describeHandbook = existsSync(HANDBOOK_FILE) ? describe : describe.skip;

describeHandbook("the judge handbook's own sections", () => {
  const text = existsSync(HANDBOOK_FILE) ? readFileSync(HANDBOOK_FILE, 'utf8') : '';
  const ipgStart = [...text.matchAll(/^(?:<\|[^|]*\|>)?★はじめに$/gm)][1]?.index;
  const jarStart = text.search(/^(?:<\|[^|]*\|>)?ルール適用度が一般の場合のジャッジ法\s*$/m);

  it('reads IPG 2.1 (Missed Trigger) in parts, and IPG appendix B as historical', () => {
    const ipg = parsePolicyDocument(text.slice(ipgStart, jarStart)).rules;
    const missedTrigger = ipg.find((rule) => rule.number === '2.1')!;
    expect(policySectionParts(missedTrigger.text).map(({ part }) => part)).toEqual([
      'PENALTY',
      'DEFINITION',
      'EXAMPLES',
      'PHILOSOPHY',
      'ADDITIONAL_REMEDY',
      'UPGRADE',
    ]);
    expect(ipg.find((rule) => rule.number === '付録B')?.historical).toBe(true);
    expect(ipg.find((rule) => rule.number === '付録A')?.historical).toBeUndefined();
  });

  it('finds the errata list (~19,500), the detrimental triggers (~19,685) and the chart (~19,790) after the JAR', () => {
    const jar = parsePolicyDocument(text.slice(jarStart)).rules;
    const numbers = jar.map((rule) => rule.number);
    for (const [name] of Object.values(HANDBOOK_SECTIONS)) expect(numbers).toContain(name);
    // The set names of the detrimental list (『機械兵団の進軍』…) stay in its text.
    const detrimental = jar.find((rule) => rule.number === HANDBOOK_SECTIONS.DETRIMENTAL_TRIGGERS[0])!;
    expect(detrimental.text).toContain('機械兵団の進軍');
    expect(numbers).not.toContain('機械兵団の進軍');
  });

  it('reads every card of the errata list: 《監視の呪い／Curse of Surveillance》[MID] first, wrapped names joined', () => {
    const errata = parseErrata(text.slice(jarStart));
    expect(errata.length).toBeGreaterThan(10);
    expect(errata[0]).toMatchObject({ name: '監視の呪い', english: 'Curse of Surveillance', set: 'MID' });
    expect(errata[0].correctedText).toMatch(/^\{4\}\{U\}/);
    const byName = errataByName(errata);
    expect(byName.get('mirror of life trapping')?.set).toBe('CLB');
    expect(byName.get('wilhelt, the rotcleaver')?.name).toBe('腐敗の大鉈、ウィルヘルト');
    expect(errata.every((entry) => entry.set && entry.note)).toBe(true);
  });
});

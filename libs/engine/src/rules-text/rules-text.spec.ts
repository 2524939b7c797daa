import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  citedRules,
  compareRulesDocuments,
  foldText,
  parseComprehensiveRules,
  parsePolicyDocument,
  parseRulesDocument,
  readRule,
  RulesSearchIndex,
  summarizeHits,
} from './index';

// Made-up rules in the Japanese translation's layout: hard-wrapped lines, a page marker, a line
// that begins with a rule number but continues the rule before, examples, the glossary.
const JAPANESE = `総合ルール(試験版)
1. ゲームの基本
100. 原則
100.1. 試験のルールは、2人以上のプレイヤーによる試験のゲームに適用さ
れる。rule 201.3〔突撃〕参照。
100.1a 2人対戦とは、2人で開始されるゲームのことである。
<|PAGE_MARK-1|>100.1b 多人数戦とは3人以上のゲームである。詳しくは
201.3 参照。
100.2. 各プレイヤーはデッキを必要とする。
例：あるプレイヤーが60枚のデッキを用意した。これは
適正である。
2. キーワード
200. 全般
200.1. 何かを「行う」とは、それを行うことである。
201. キーワード能力
201.1. キーワード能力は常在型能力である。
201.2. 突破／Breach
201.2a 突破は常在型能力である。
201.3. 突撃／Charge
201.3a 突撃を持つクリーチャーは、戦闘ダメージを余分に割り振ることができ
る。rule 201.2a および 201.3b参照。
201.3b 複数の突撃は重複しない。
用語集
突撃（とつげき）／Charge
　クリーチャーがどう戦闘ダメージを割り振るかを修整するキーワード能力。
rule 201.3〔突撃〕参照。
アクティブ・プレイヤー・非アクティブ・プレイヤー順（あく
てぃぶぷれいやーひあくてぃぶぷれいやーじゅん）／Active 
Player Order
　選択の順番を決める仕組み。rule 100.1 参照。
古い語（ふるいご）／Old Word
(廃語)古いカードで使われていた表現。
★はじめに
ここから先は別の文書。
`;

// The official English text file's layout: a table of contents, then the rules, blank lines
// between paragraphs, the glossary's entries separated by blank lines, credits.
const ENGLISH = `Test Rules

Contents

1. Game Concepts
100. General
Glossary
Credits

1. Game Concepts

100. General

100.1. These rules apply to any test game. See rule 100.2.

100.1a A two-player game is a game that begins with two players.

100.2. To play, each player needs a deck.
Example: A player brings a sixty-card deck.

Glossary

Charge
A keyword ability that modifies how a creature assigns combat damage. See rule 100.1.

Old Word
(Obsolete) A term found on older cards.

Credits

Made up for the tests.
`;

const POLICY = `テスト規定
目次
　1.1. 目次の行
1. 基本
1.1 イベントの種別
　イベントの種別を定める。
2. 機構
2.1. 時間延長 ─ 延長/Extension
懲罰：
　なし
定義：
　時間を延ばす。rule 100.1 参照。
2.2 記録
　記録を取る。
3.5 番号の飛んだ行
付録 A - 前の版からの変更点
　変更。
1. 付録の後の番号付きの行
『よくある誤り』
　よくある誤りの説明。
`;

describe('rules text', () => {
  it('parses the Japanese layout: wrapped lines, continuations that begin with a number, examples, references', () => {
    const { rules } = parseComprehensiveRules(JAPANESE);
    expect(rules.map((rule) => rule.number)).toEqual([
      '1',
      '100',
      '100.1',
      '100.1a',
      '100.1b',
      '100.2',
      '2',
      '200',
      '200.1',
      '201',
      '201.1',
      '201.2',
      '201.2a',
      '201.3',
      '201.3a',
      '201.3b',
    ]);
    const byNumber = new Map(rules.map((rule) => [rule.number, rule]));
    expect(byNumber.get('100')?.title).toBe('原則');
    expect(byNumber.get('100.1')?.text).toBe('試験のルールは、2人以上のプレイヤーによる試験のゲームに適用される。rule 201.3〔突撃〕参照。');
    expect(byNumber.get('100.1b')?.text).toBe('多人数戦とは3人以上のゲームである。詳しくは201.3 参照。');
    expect(byNumber.get('100.2')?.examples).toEqual(['例：あるプレイヤーが60枚のデッキを用意した。これは適正である。']);
    expect(byNumber.get('100.1')?.references).toEqual(['201.3']);
    expect(byNumber.get('201.3a')?.references).toEqual(['201.2a', '201.3b']);
  });

  it('parses the Japanese glossary: term, kana reading, English name, obsolete entries; it ends at the next document', () => {
    const { glossary } = parseComprehensiveRules(JAPANESE);
    expect(glossary).toEqual([
      {
        term: '突撃',
        reading: 'とつげき',
        english: 'Charge',
        text: 'クリーチャーがどう戦闘ダメージを割り振るかを修整するキーワード能力。rule 201.3〔突撃〕参照。',
        obsolete: false,
        references: ['201.3'],
      },
      {
        term: 'アクティブ・プレイヤー・非アクティブ・プレイヤー順',
        reading: 'あくてぃぶぷれいやーひあくてぃぶぷれいやーじゅん',
        english: 'Active Player Order',
        text: '選択の順番を決める仕組み。rule 100.1 参照。',
        obsolete: false,
        references: ['100.1'],
      },
      { term: '古い語', reading: 'ふるいご', english: 'Old Word', text: '古いカードで使われていた表現。', obsolete: true, references: [] },
    ]);
  });

  it('parses the English text file: drops the table of contents, reads the glossary by blank lines, stops at the credits', () => {
    const document = parseRulesDocument('CR', ENGLISH);
    expect(document.rules.map((rule) => rule.number)).toEqual(['1', '100', '100.1', '100.1a', '100.2']);
    expect(document.rules[2].references).toEqual(['100.2']);
    expect(document.rules[4].examples).toEqual(['Example: A player brings a sixty-card deck.']);
    expect(document.glossary.map(({ term, obsolete, references }) => ({ term, obsolete, references }))).toEqual([
      { term: 'Charge', obsolete: false, references: ['100.1'] },
      { term: 'Old Word', obsolete: true, references: [] },
    ]);
  });

  it('parses a policy document: numbered sections in order, appendices, unnumbered headings; not its contents', () => {
    const { rules } = parsePolicyDocument(POLICY);
    expect(rules.map((rule) => rule.number)).toEqual(['1', '1.1', '2', '2.1', '2.2', '付録A', 'よくある誤り']);
    const extension = rules[3];
    expect(extension.title).toBe('時間延長 ─ 延長/Extension');
    expect(extension.text).toBe('時間延長 ─ 延長/Extension\n懲罰：\nなし\n定義：\n時間を延ばす。rule 100.1 参照。');
    expect(extension.references).toEqual(['100.1']);
    expect(rules[4].text).toContain('3.5 番号の飛んだ行');
  });

  it('reads references in English and Japanese', () => {
    expect(citedRules('See rules 702.19b and 702.20, and rule 8.')).toEqual(['702.19b', '702.20', '8']);
    expect(citedRules('702.19参照。rule 702.19〔トランプル〕参照。', '702.19')).toEqual([]);
  });

  it('folds width and kana', () => {
    expect(foldText('ﾄﾗﾝﾌﾟﾙ　ＴＲＡＭＰＬＥ')).toBe('とらんぷる trample');
  });

  it('compares two versions rule by rule and term by term', () => {
    const older = parseComprehensiveRules(JAPANESE);
    const newer = parseComprehensiveRules(
      JAPANESE.replace('201.3b 複数の突撃は重複しない。\n', '')
        .replace('各プレイヤーはデッキを必要とする。', '各プレイヤーは60枚のデッキを必要とする。')
        .replace('れる。rule 201.3〔突撃〕参照。', 'れる。rule 201.3〔突撃〕\n参照。')
        .replace('201.2a 突破は常在型能力である。', '201.2a 突破は常在型能力である。\n201.2b 突破は重複する。')
        .replace('(廃語)古い', '　古い'),
    );
    expect(compareRulesDocuments(older, newer)).toEqual({
      added: ['201.2b'],
      removed: ['201.3b'],
      changed: ['100.2'],
      glossaryAdded: [],
      glossaryRemoved: [],
      glossaryChanged: ['古い語'],
    });
  });

  it('searches by number, by glossary term in kanji, kana or English, by words, width-folded', () => {
    const index = new RulesSearchIndex(parseComprehensiveRules(JAPANESE));
    const first = (query: string) => index.search(query)[0];
    for (const query of ['突撃', 'とつげき', 'トツゲキ', 'Charge', 'ｃｈａｒｇｅ', '201.3', 'rule 201.3']) {
      expect(first(query)).toMatchObject({ kind: 'rule', number: '201.3' });
    }
    expect(index.search('201.3')).toEqual([
      ...['201.3', '201.3a', '201.3b'].map((number) => ({ kind: 'rule', number, match: 'number' })),
      ...['100.1', '100.1b'].map((number) => ({ kind: 'rule', number, match: 'reference' })),
      { kind: 'glossary', term: '突撃', match: 'reference' },
    ]);
    expect(index.search('戦闘ダメージ')).toEqual([
      { kind: 'rule', number: '201.3a', match: 'text' },
      { kind: 'glossary', term: '突撃', match: 'text' },
    ]);
    // Every bigram of 突撃能力 is in the text, but not as one piece.
    expect(index.search('突撃能力')).toEqual([]);
    expect(index.search('player').length).toBe(1);
    expect(index.glossaryOf('201.3').map((entry) => entry.term)).toEqual(['突撃']);
  });

  it('restores an index from its data as a structured clone keeps it (another thread built it), answering alike', () => {
    const built = new RulesSearchIndex(parseComprehensiveRules(JAPANESE));
    const restored = RulesSearchIndex.restore(structuredClone(built.data()));
    for (const query of ['突撃', 'とつげき', 'Charge', '201.3', '戦闘ダメージ', 'player']) {
      expect(restored.search(query)).toEqual(built.search(query));
    }
    expect(restored.glossaryOf('201.3')).toEqual(built.glossaryOf('201.3'));
  });

  it('reads a rule with its subrules, links only to rules the document has, and summarizes hits', () => {
    const index = new RulesSearchIndex(
      parseComprehensiveRules(JAPANESE.replace('rule 201.2a および 201.3b参照', 'rule 999.1 および 201.3b参照')),
    );
    const rule = readRule(index, ' 201.3 ')!;
    expect(rule.subrules.map((subrule) => [subrule.number, subrule.references])).toEqual([
      ['201.3a', ['201.3b']],
      ['201.3b', []],
    ]);
    expect(rule.glossary.map((entry) => entry.term)).toEqual(['突撃']);
    expect(readRule(index, '201')!.subrules.map((subrule) => subrule.number)).toEqual(['201.1', '201.2', '201.3']);
    expect(readRule(index, '999.1')).toBeUndefined();
    expect(summarizeHits(index, index.search('突撃').slice(0, 2))).toEqual([
      { kind: 'rule', match: 'glossary', number: '201.3', title: undefined, text: '突撃／Charge', obsolete: false, historical: false },
      {
        kind: 'glossary',
        match: 'glossary',
        term: '突撃',
        text: 'クリーチャーがどう戦闘ダメージを割り振るかを修整するキーワード能力。rule 201.3〔突撃〕参照。',
        obsolete: false,
        historical: false,
      },
    ]);
  });
});

// The publisher's texts are not in the repository; CI and the helpers' machines have them here.
const HANDBOOK = join(__dirname, '../../../../../shared/reference/judge-handbook-ja.txt');
const describeHandbook = existsSync(HANDBOOK) ? describe : describe.skip;
if (!existsSync(HANDBOOK)) console.warn(`rules text: ${HANDBOOK} is absent, the full Comprehensive Rules test is skipped`);

describeHandbook('the Japanese Comprehensive Rules of the judge handbook', () => {
  it('parses every rule and glossary entry, and finds 702.19 by トランプル, とらんぷる, trample and its number within 100 ms', () => {
    const document = parseComprehensiveRules(readFileSync(HANDBOOK, 'utf8'));
    expect(document.rules.length).toBeGreaterThan(2500);
    expect(document.glossary.length).toBeGreaterThan(500);
    expect(document.glossary.some((entry) => entry.obsolete)).toBe(true);
    const index = new RulesSearchIndex(document);
    for (const query of ['トランプル', 'とらんぷる', 'trample', 'Trample', '702.19', '７０２．１９']) {
      const started = performance.now();
      const hits = index.search(query);
      expect(performance.now() - started).toBeLessThan(100);
      expect(hits[0]).toMatchObject({ kind: 'rule', number: '702.19' });
    }
  });

  it('parses the policy documents that follow it: MTR 2.6, IPG 2.1 with its appendices, the JAR headings', () => {
    const text = readFileSync(HANDBOOK, 'utf8');
    // The handbook holds the documents one after the other: the MTR and the IPG each open with ★はじめに.
    const [mtrStart, ipgStart] = [...text.matchAll(/^(?:<\|[^|]*\|>)?★はじめに$/gm)].map((match) => match.index);
    // The JAR's title on a line of its own (the MTR names it in a sentence before).
    const jarStart = text.search(/^(?:<\|[^|]*\|>)?ルール適用度が一般の場合のジャッジ法\s*$/m);
    const mtr = parsePolicyDocument(text.slice(mtrStart, ipgStart)).rules.map((rule) => rule.number);
    const ipg = parsePolicyDocument(text.slice(ipgStart, jarStart)).rules.map((rule) => rule.number);
    const jar = parsePolicyDocument(text.slice(jarStart)).rules.map((rule) => rule.number);
    expect(mtr).toEqual(expect.arrayContaining(['2.6', '10.4', '付録F']));
    expect(mtr.length).toBeGreaterThan(90);
    expect(ipg).toEqual(expect.arrayContaining(['2.1', '4.8', '付録B']));
    expect(jar.slice(0, 4)).toEqual(['よくある誤り', '良くない行動', '重大な問題', 'リソース']);
  });
});

import { parseRulesDocument } from '@taikai/engine';
import { createEvent, createStaff, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { RulesReferenceRepository } from './rules-reference.repository';

// Made-up rules in the Japanese translation's layout (the publishers' texts are not in the repository).
const VERSION_1 = `試験ルール
1. 基本
100. 原則
100.1. 試験のルールは試験のゲームに適用される。rule 101.2〔突撃〕参照。
100.2. 各プレイヤーはデッキを必要とする。
101. キーワード
101.1. キーワード能力は常在型能力である。
101.2. 突撃／Charge
101.2a 突撃を持つクリーチャーは戦闘ダメージを余分に割り振る。
101.2b 複数の突撃は重複しない。
用語集
突撃（とつげき）／Charge
　戦闘ダメージの割り振りを修整するキーワード能力。rule 101.2〔突撃〕参照。
古い語（ふるいご）／Old Word
(廃語)古いカードの表現。
`;
const VERSION_2 = VERSION_1.replace(
  '101.2b 複数の突撃は重複しない。\n',
  '101.2b 複数の突撃は重複する。\n101.2c 突撃は失われない。\n',
).replace('100.2. 各プレイヤーはデッキを必要とする。\n', '');
const POLICY = `試験規定
1. 基本
1.1 イベントの種別
　種別を定める。
2. 機構
2.1. 時間延長
　延長する。
`;
// IPG 2.1's layout (labels on lines of their own) and an appendix of changes from the version before.
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
付録Ｂ ─ 前版からの変更点
　2.1: 試験の誤りの追加措置を変更。追加措置の例を追加。
`;
// The handbook's sections after the JAR: a heading, the errata list of Japanese printings, the chart.
const HANDBOOK = `『よくある誤り』
　誤りの説明。
特筆異状集
《試験の竜／Test Dragon》[TST]
　カードには「飛行」と書かれているが、正しくは「到達」である。
《試験の竜》
{3}{R}
〔誘発忘れ〕チャート
ジャッジコール！
`;
const SECTION = `query($o: ID!, $k: String!, $n: String!) {
  rulesSection(organizationId: $o, documentKind: $k, number: $n) { document { id version } rule { number historical } parts { part text } }
}`;

const LOAD = `mutation($o: ID!, $k: String!, $v: String!, $c: String!) {
  loadRulesDocument(organizationId: $o, documentKind: $k, version: $v, content: $c) {
    id kind version ruleCount glossaryCount changes { previousVersion added removed changed glossaryAdded glossaryRemoved glossaryChanged }
  }
}`;
const SEARCH = 'query($d: ID!, $q: String!) { searchRules(documentId: $d, query: $q) { kind match number term text obsolete historical } }';
const RULE = `query($d: ID!, $n: String!) {
  rule(documentId: $d, number: $n) { number title text references glossary { term reading english obsolete } subrules { number text } }
}`;

describe('rules reference: loading versions, search, rules by number (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let judge: string;
  let organizationId: string;
  let firstId: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    judge = await createStaff(server, organizer, 'rules-judge@example.com');
    await must(
      server,
      'mutation($o: ID!, $m: String!) { addOrganizationMember(organizationId: $o, email: $m, role: JUDGE) { id } }',
      { o: organizationId, m: 'rules-judge@example.com' },
      organizer,
    );
  });
  afterAll(() => server.close());

  const load = (version: string, content: string, kind = 'CR') =>
    server.gql<any>(LOAD, { o: organizationId, k: kind, v: version, c: content }, { token: organizer, language: 'ja' });

  it('loads a version; a judge of the organization finds a rule by its number, its glossary term in kanji, kana or English, and words', async () => {
    const loaded = await load('20230901.0', VERSION_1);
    expect(loaded.errors).toBeUndefined();
    expect(loaded.data.loadRulesDocument).toMatchObject({
      kind: 'CR',
      version: '20230901.0',
      ruleCount: 9,
      glossaryCount: 2,
      changes: null,
    });
    firstId = loaded.data.loadRulesDocument.id;
    for (const query of ['突撃', 'とつげき', 'トツゲキ', 'ﾄﾂｹﾞｷ', 'Charge', 'ＣＨＡＲＧＥ', '101.2']) {
      const hits = (await must<any>(server, SEARCH, { d: firstId, q: query }, judge)).searchRules;
      expect(hits[0]).toMatchObject({ kind: 'rule', number: '101.2' });
    }
    const words = (await must<any>(server, SEARCH, { d: firstId, q: '戦闘ダメージ' }, judge)).searchRules;
    expect(words.map((hit: any) => hit.number ?? hit.term)).toEqual(['101.2a', '突撃']);
    const obsolete = (await must<any>(server, SEARCH, { d: firstId, q: 'Old Word' }, judge)).searchRules;
    expect(obsolete[0]).toMatchObject({ kind: 'glossary', term: '古い語', obsolete: true });
  });

  it('shows a rule with its cross-references, the term it defines and its subrules', async () => {
    const rule = (await must<any>(server, RULE, { d: firstId, n: '101.2' }, judge)).rule;
    expect(rule).toEqual({
      number: '101.2',
      title: null,
      text: '突撃／Charge',
      references: [],
      glossary: [{ term: '突撃', reading: 'とつげき', english: 'Charge', obsolete: false }],
      subrules: [
        { number: '101.2a', text: '突撃を持つクリーチャーは戦闘ダメージを余分に割り振る。' },
        { number: '101.2b', text: '複数の突撃は重複しない。' },
      ],
    });
    expect((await must<any>(server, RULE, { d: firstId, n: '100.1' }, judge)).rule.references).toEqual(['101.2']);
    const unknown = await server.gql(RULE, { d: firstId, n: '999.9' }, { token: judge, language: 'ja' });
    expect(unknown.errors?.[0]).toMatchObject({ message: '版20230901.0にルール999.9はありません。', extensions: { code: 'RULE_UNKNOWN' } });
  });

  it('records what changed when a newer version is loaded, and refuses a version loaded already or a text without rules', async () => {
    const loaded = await load('20231110.0', VERSION_2);
    expect(loaded.data.loadRulesDocument.changes).toEqual({
      previousVersion: '20230901.0',
      added: ['101.2c'],
      removed: ['100.2'],
      changed: ['101.2b'],
      glossaryAdded: [],
      glossaryRemoved: [],
      glossaryChanged: [],
    });
    const again = await load('20231110.0', VERSION_1);
    expect(again.errors?.[0]).toMatchObject({
      message: 'CRの版20231110.0はすでに読み込まれています。変更は行われていません。',
      extensions: { code: 'RULES_VERSION_EXISTS' },
    });
    const unreadable = await server.gql(
      LOAD,
      { o: organizationId, k: 'IPG', v: '1', c: 'ただの文章。' },
      { token: organizer, language: 'en' },
    );
    expect(unreadable.errors?.[0].extensions?.code).toBe('RULES_TEXT_UNREADABLE');
    const listed = (
      await must<any>(server, 'query($o: ID!) { rulesDocuments(organizationId: $o) { kind version } }', { o: organizationId }, judge)
    ).rulesDocuments;
    expect(listed).toEqual([
      { kind: 'CR', version: '20231110.0' },
      { kind: 'CR', version: '20230901.0' },
    ]);
  });

  it("loads a policy document's sections; only organizers load, and they are told before the text is read", async () => {
    const loaded = await load('2023-09-04', POLICY, 'MTR');
    expect(loaded.data.loadRulesDocument).toMatchObject({ kind: 'MTR', ruleCount: 4, glossaryCount: 0 });
    const hits = (await must<any>(server, SEARCH, { d: loaded.data.loadRulesDocument.id, q: '2.1' }, judge)).searchRules;
    expect(hits[0]).toMatchObject({ kind: 'rule', number: '2.1', text: '時間延長\n延長する。' });
    const refused = await server.gql(
      LOAD,
      { o: organizationId, k: 'MTR', v: 'x', c: POLICY.repeat(1000) },
      { token: judge, language: 'ja' },
    );
    expect(refused.errors?.[0]).toMatchObject({ message: 'この操作を行う権限がありません。', extensions: { code: 'FORBIDDEN' } });
    const tooLong = await server.gql(LOAD, { o: organizationId, k: 'MTR', v: 'x', c: 'あ'.repeat(2_000_001) }, { token: organizer });
    expect(tooLong.errors?.[0].extensions?.code).toMatch(/INVALID_INPUT|PAYLOAD_TOO_LARGE/);
  });

  it("gives a judge each kind's newest version with its parsed rules and glossary to keep on the phone", async () => {
    const copy = (
      await must<any>(
        server,
        'query($o: ID!) { rulesOfflineCopy(organizationId: $o) { document { kind version ruleCount } parsed } }',
        { o: organizationId },
        judge,
      )
    ).rulesOfflineCopy;
    expect(copy.map((kept: any) => kept.document)).toEqual([
      { kind: 'CR', version: '20231110.0', ruleCount: 9 },
      { kind: 'MTR', version: '2023-09-04', ruleCount: 4 },
    ]);
    expect(JSON.parse(copy[0].parsed)).toEqual(JSON.parse(JSON.stringify(parseRulesDocument('CR', VERSION_2))));
    expect(JSON.parse(copy[1].parsed)).toEqual(JSON.parse(JSON.stringify(parseRulesDocument('MTR', POLICY))));
  });

  it('stores a long text in pieces and reads it back whole, a character beyond the BMP across a piece boundary', async () => {
    // The first piece ends after 32,767 characters of this text: its last place is the emoji's first half.
    const head = `${VERSION_1.trimEnd()}\n`;
    const content = `${head}${'あ'.repeat(32_767 - head.length)}🃏${'い'.repeat(40_000)}\n`;
    const loaded = await load('long', content, 'FFTCG');
    expect(loaded.errors).toBeUndefined();
    const stored = await server.get(RulesReferenceRepository).source(loaded.data.loadRulesDocument.id);
    expect(stored).toEqual({ kind: 'FFTCG', text: content });
  });

  it("finds an infraction's IPG section in parts in the newest IPG, or says none is loaded; historical sections come after current ones", async () => {
    const none = (await must<any>(server, SECTION, { o: organizationId, k: 'IPG', n: '2.1' }, judge)).rulesSection;
    expect(none).toEqual({ document: null, rule: null, parts: [] });
    const loaded = (await load('2023-09-04', IPG, 'IPG')).data.loadRulesDocument;
    const section = (await must<any>(server, SECTION, { o: organizationId, k: 'IPG', n: '2.1' }, judge)).rulesSection;
    expect(section).toEqual({
      document: { id: loaded.id, version: '2023-09-04' },
      rule: { number: '2.1', historical: false },
      parts: [
        { part: 'PENALTY', text: 'なし' },
        { part: 'DEFINITION', text: '試験の能力を忘れた。' },
        { part: 'PHILOSOPHY', text: '誤りは起こる。' },
        { part: 'ADDITIONAL_REMEDY', text: '忘れた能力を解決する。' },
        { part: 'UPGRADE', text: '有害な能力なら【警告】。' },
      ],
    });
    // A link names an appendix as the Japanese edition does; the English edition's is found too.
    const appendix = (await must<any>(server, SECTION, { o: organizationId, k: 'IPG', n: 'Appendix B' }, judge)).rulesSection;
    expect(appendix.rule).toEqual({ number: '付録B', historical: true });
    const missing = (await must<any>(server, SECTION, { o: organizationId, k: 'IPG', n: '9.9' }, judge)).rulesSection;
    expect(missing).toMatchObject({ document: { id: loaded.id }, rule: null });
    // 付録B says 追加措置 twice, 2.1 once: it would rank first by its words alone.
    const hits = (await must<any>(server, SEARCH, { d: loaded.id, q: '追加措置' }, judge)).searchRules;
    expect(hits.map((hit: any) => [hit.number, hit.historical])).toEqual([
      ['2.1', false],
      ['付録B', true],
    ]);
    const obsolete = (await must<any>(server, SEARCH, { d: firstId, q: 'Old Word' }, judge)).searchRules;
    expect(obsolete[0]).toMatchObject({ term: '古い語', historical: true });
  });

  it("reads a card's errata from the loaded errata list by either name; the chart is a section by its heading", async () => {
    const loaded = (await load('2023-09', HANDBOOK, 'JAR')).data.loadRulesDocument;
    const errata = (
      await must<any>(
        server,
        'query($o: ID!, $n: [String!]!) { cardErrata(organizationId: $o, names: $n) { query name english set note correctedText documentId section } }',
        { o: organizationId, n: ['Test Dragon', '試験の竜', 'ただのカード'] },
        judge,
      )
    ).cardErrata;
    const dragon = {
      name: '試験の竜',
      english: 'Test Dragon',
      set: 'TST',
      note: 'カードには「飛行」と書かれているが、正しくは「到達」である。',
      correctedText: '{3}{R}',
      documentId: loaded.id,
      section: '特筆異状集',
    };
    expect(errata).toEqual([
      { query: 'Test Dragon', ...dragon },
      { query: '試験の竜', ...dragon },
    ]);
    const chart = (await must<any>(server, SECTION, { o: organizationId, k: 'JAR', n: '〔誘発忘れ〕チャート' }, judge)).rulesSection;
    expect(chart.rule).toEqual({ number: '〔誘発忘れ〕チャート', historical: false });
  });

  it('gives the penalty table from the catalog, named in the request language, with IPG sections', async () => {
    const table = await server.gql<any>(
      'query($o: ID!) { penaltyTable(organizationId: $o) { code name penalty penaltyName section } }',
      { o: organizationId },
      { token: judge, language: 'ja' },
    );
    expect(table.data.penaltyTable).toContainEqual({
      code: 'GPE-MT',
      name: '誘発忘れ',
      penalty: 'NONE',
      penaltyName: expect.any(String),
      section: '2.1',
    });
    expect(table.data.penaltyTable.find((row: any) => row.code === 'USC-CHEAT')).toMatchObject({
      penalty: 'DISQUALIFICATION',
      section: '4.8',
    });
  });

  it("gives a logged penalty its infraction's IPG section, to link", async () => {
    const eventId = await createEvent(server, organizer, { name: 'Section Open', enforcementLevel: 'COMPETITIVE' });
    const [aoki] = await registerPlayers(server, organizer, eventId, ['Aoki']);
    await must(
      server,
      'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
      { e: eventId, i: { playerId: aoki.id, infraction: 'GPE-MT', description: 'Forgot an upkeep trigger' } },
      organizer,
    );
    const penalties = (
      await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { infraction section } }', { e: eventId }, organizer)
    ).penalties;
    expect(penalties).toEqual([{ infraction: 'GPE-MT', section: '2.1' }]);
  });
});

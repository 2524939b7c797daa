import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness, sidewaysScroll } from '../support/admin-helpers';

// Made-up rules in the Japanese translation's layout (the publishers' texts are not in the repository).
const VERSION_1 = [
  '1. 基本',
  '100. 原則',
  '100.1. 試験のルールは試験のゲームに適用される。rule 101.2〔突撃〕参照。',
  '101. キーワード',
  '101.1. キーワード能力は常在型能力である。',
  '101.2. 突撃／Charge',
  '101.2a 突撃を持つクリーチャーは戦闘ダメージを余分に割り振る。',
  '用語集',
  '突撃（とつげき）／Charge',
  '　戦闘ダメージの割り振りを修整するキーワード能力。rule 101.2〔突撃〕参照。',
  '',
].join('\n');
const VERSION_2 = VERSION_1.replace('余分に割り振る。', '余分に割り振る。\n101.2b 複数の突撃は重複しない。');

/**
 * The Rules page: a judge finds a rule by its English term and by its kana reading, reads it with
 * the glossary term it defines, follows a cross-reference, and sees what the newer version changed;
 * at 1024×768 in English and at 360 px in Japanese. One product start.
 */
describe('the rules reference on the dashboard', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
    const { organizations } = await h.api('{ organizations { id } }');
    const load =
      'mutation($o: ID!, $v: String!, $c: String!) { loadRulesDocument(organizationId: $o, documentKind: "CR", version: $v, content: $c) { id } }';
    await h.api(load, { o: organizations[0].id, v: '20230901.0', c: VERSION_1 });
    await h.api(load, { o: organizations[0].id, v: '20231110.0', c: VERSION_2 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('finds 101.2 by "Charge", shows its glossary term and subrules, and what changed, at 1024×768', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'Sign in');
      await page.getByTestId('menu-rules').click();
      await page.getByTestId('rules-changes').getByText('Changes since 20230901.0').waitFor();
      await page.getByTestId('rules-search').fill('Charge');
      await page.getByTestId('rules-hit').first().getByText('101.2').click();
      const rule = page.getByTestId('rules-rule');
      await rule.getByText('Glossary: 突撃（とつげき） / Charge').waitFor();
      await rule.getByText('複数の突撃は重複しない。').waitFor();
      await shot(page, 'rules-en-US');
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('finds it by its kana reading at 360 px, in Japanese, and follows a cross-reference', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 360, height: 740 } });
    try {
      await signIn(page, h.server.url, 'ログイン');
      await page.goto(`${h.server.url}/admin/#/rules`);
      await page.getByTestId('rules-search').fill('ﾄﾂｹﾞｷ');
      await page.getByTestId('rules-hit').first().getByText('101.2').waitFor();
      await page.getByTestId('rules-search').fill('100.1');
      await page.getByTestId('rules-hit').filter({ hasText: '100.1' }).first().click();
      await page.getByTestId('rules-rule').getByRole('link', { name: '101.2' }).click();
      await page.getByTestId('rules-rule').getByText('用語集: 突撃（とつげき） / Charge').waitFor();
      await shot(page, 'rules-ja-JP-360');
      expect(await sidewaysScroll(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

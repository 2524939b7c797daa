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
// IPG 2.1's layout: labels on lines of their own.
const IPG = [
  '2. ゲーム上の誤り',
  '2.1. ゲーム上の誤り ─ 試験の誤り/Test Error',
  '懲罰：',
  '　なし',
  '定義：',
  '　試験の能力を忘れた。',
  '理念：',
  '　誤りは起こる。',
  '追加措置：',
  '　忘れた能力を解決する。',
  '',
].join('\n');
// The handbook's errata list of Japanese printings (特筆異状集), made up.
const HANDBOOK = [
  '特筆異状集',
  '《試験の竜／Test Dragon》[TST]',
  '　カードには「飛行」と書かれているが、正しくは「到達」である。',
  '《試験の竜》',
  '{3}{R}',
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
  let eventId = '';

  beforeAll(async () => {
    h = await startAdminHarness();
    const { organizations } = await h.api('{ organizations { id } }');
    const load =
      'mutation($o: ID!, $v: String!, $c: String!) { loadRulesDocument(organizationId: $o, documentKind: "CR", version: $v, content: $c) { id } }';
    await h.api(load, { o: organizations[0].id, v: '20230901.0', c: VERSION_1 });
    await h.api(load, { o: organizations[0].id, v: '20231110.0', c: VERSION_2 });
    await h.api(load.replace('"CR"', '"IPG"'), { o: organizations[0].id, v: '2023-09-04', c: IPG });
    await h.api(load.replace('"CR"', '"JAR"'), { o: organizations[0].id, v: '2023-09', c: HANDBOOK });
    eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: 'IPG Open', enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    const player = await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', {
      e: eventId,
      i: { name: 'Aoki', email: 'aoki@example.com' },
    });
    await h.api('mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }', {
      e: eventId,
      i: { playerId: player.registerPlayer.id, infraction: 'GPE-MT', description: 'Forgot an upkeep trigger' },
    });
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
      // A search naming a card with errata shows it above the results.
      await page.getByTestId('rules-search').fill('Test Dragon');
      await page.getByTestId('search-erratum').getByTestId('erratum-marker').click();
      await page.getByTestId('erratum').getByText('正しくは「到達」である。', { exact: false }).waitFor();
      await shot(page, 'rules-erratum-en-US');
      // Closed by pointer: a key would leave the marker's focus ripple pulsing, and a screenshot waits for animations.
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
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

  it("shows the chosen infraction's IPG section in the form, and a logged penalty's link opens the Rules page at it, at 1024×768", async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'Sign in');
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
      await page.getByTestId('tab-log').click();
      await page.getByTestId('infraction-select').locator('..').click();
      await page.getByRole('option', { name: /^Missed Trigger/ }).click();
      const section = page.getByTestId('ipg-section');
      await section.getByTestId('ipg-part-DEFINITION').getByText('試験の能力を忘れた。').waitFor();
      await section.getByTestId('ipg-part-ADDITIONAL_REMEDY').getByText('忘れた能力を解決する。').waitFor();
      await section.scrollIntoViewIfNeeded();
      await shot(page, 'rules-ipg-section-en-US');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByTestId('tab-penalties').click();
      await page.getByTestId('penalty-row').filter({ hasText: 'Aoki' }).getByTestId('penalty-ipg-link').click();
      await page.getByTestId('rules-rule').getByText('試験の誤り/Test Error').waitFor();
      expect(page.url()).toMatch(/#\/rules\/IPG\/2\.1$/);
      // The penalty table pinned stays pinned for this user on this device.
      await page.getByTestId('pin-PENALTIES').click();
      await page
        .getByTestId('quick-PENALTIES')
        .getByRole('row', { name: /Missed Trigger/ })
        .getByText('IPG 2.1')
        .waitFor();
      await page.reload();
      await page
        .getByTestId('quick-PENALTIES')
        .getByRole('row', { name: /Cheating/ })
        .getByText('IPG 4.8')
        .waitFor();
      await shot(page, 'rules-ipg-link-en-US');
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

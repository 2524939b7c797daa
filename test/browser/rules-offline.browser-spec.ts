import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, sidewaysScroll, signIn, startAdminHarness } from '../support/admin-helpers';
import { setTextSize } from '../support/player-page';

// Made-up rules in the Japanese translation's layout, numbered as the real 702.19 is (the
// publishers' texts are not in the repository). A rule number opens a rule only after the one
// before it, so 702 climbs by twos to 19.
const EXCERPT = [
  '7. 追加ルール',
  '700. 総則',
  '700.1. この部には試験の規則が含まれる。',
  '701. キーワード処理',
  '701.1. キーワード処理とは特別な意味を持つ動詞である。',
  '702. キーワード能力',
  '702.1. キーワード能力とは長い能力を短く表す語である。',
  '702.2. 接死／Deathtouch',
  '702.2a 接死は常在型能力である。',
  ...[4, 6, 8, 10, 12, 14, 16, 18].map((minor) => `702.${minor}. 試験能力${minor}／Test ${minor}`),
  '702.19. トランプル／Trample',
  '702.19a トランプルは常在型能力であり、戦闘ダメージの割り振り方を修整する。',
  '702.19b トランプルを持つ攻撃クリーチャーは、ブロック・クリーチャーに致死ダメージを割り振ったなら、残りを',
  'プレイヤーに割り振ってもよい。接死を持つ場合は rule 702.2 参照。',
  '用語集',
  'トランプル（とらんぷる）／Trample',
  '　戦闘ダメージの割り振り方を修整するキーワード能力。rule 702.19 参照。',
  '',
].join('\n');
const VERSION = '20240209.0';
const NEWER = '20240412.0';

/**
 * Issue 32: a judge's phone opens the Rules page once with a signal; then, with none, a reload
 * shows the page from the service worker's shell and the rules from the copy on the device: 702.19
 * found by トランプル, by "trample" and by its number, a cross-reference followed. At 360×740 in
 * Japanese (also at 200% text) and in English; axe-clean. Back online, a newer version replaces
 * the copy. One product start, one page.
 */
describe('the rules reference with no network, on a judge’s phone', () => {
  let h: AdminHarness;
  let context: BrowserContext;
  let page: Page;

  async function loadVersion(version: string, content: string) {
    const { organizations } = await h.api('{ organizations { id } }');
    await h.api(
      'mutation($o: ID!, $v: String!, $c: String!) { loadRulesDocument(organizationId: $o, documentKind: "CR", version: $v, content: $c) { id } }',
      { o: organizations[0].id, v: version, c: content },
    );
  }

  beforeAll(async () => {
    h = await startAdminHarness();
    await loadVersion(VERSION, EXCERPT);
    context = await h.browser.newContext({ locale: 'ja-JP', viewport: { width: 360, height: 740 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await h?.close();
  });

  it('keeps the page and CR 20240209.0 on the device, finds and reads 702.19 offline, and takes a newer version back online', async () => {
    await signIn(page, h.server.url, 'ログイン');
    await page.goto(`${h.server.url}/admin/#/rules`);
    // Stored, and the shell kept by the worker that now controls the page.
    await page.getByTestId('rules-kept-copy').getByText(`CR ${VERSION}`).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('rules-offline-copy').getByText(`CR ${VERSION} のオフライン用コピー`, { exact: false }).waitFor();
    const search = page.getByTestId('rules-search');
    for (const query of ['トランプル', 'trample', '702.19']) {
      await search.fill(query);
      await page.getByTestId('rules-hit').first().getByText('702.19 ', { exact: false }).waitFor();
    }
    await page.getByTestId('rules-hit').first().click();
    const rule = page.getByTestId('rules-rule');
    await rule.getByText('用語集: トランプル（とらんぷる） / Trample').waitFor();
    await rule.getByRole('link', { name: '702.2', exact: true }).click();
    await rule.getByRole('heading').getByText('接死／Deathtouch').waitFor();
    expect(decodeURIComponent(new URL(page.url()).hash)).toMatch(/^#\/rules\/[^/]+\/702\.2$/);

    await shot(page, 'rules-offline-ja-360');
    expect(await sidewaysScroll(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await setTextSize(page, 200);
    await shot(page, 'rules-offline-ja-360-200');
    expect(await sidewaysScroll(page)).toEqual([]);
    await setTextSize(page, 100);

    // English, still offline: the note names the version in the staff's language.
    await page.getByTestId('locale-switch').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByTestId('rules-offline-copy').getByText(`Offline copy of CR ${VERSION}`, { exact: false }).waitFor();
    await rule.getByRole('heading').getByText('接死／Deathtouch').waitFor();
    await shot(page, 'rules-offline-en-360');
    expect(await sidewaysScroll(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A newer version loaded on the server replaces the copy at the next visit with a signal.
    await context.setOffline(false);
    await loadVersion(NEWER, EXCERPT.replace('702.2a 接死は常在型能力である。', '702.2a 接死は常在型能力であり、重複しない。'));
    await page.reload();
    await page.getByTestId('rules-kept-copy').getByText(`CR ${NEWER}`).waitFor();
  });
});

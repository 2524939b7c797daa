import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { PHONE, setTextSize } from '../support/player-page';

const NAMES = ['佐藤 葵', 'Ben Carter', '田中 陽斗', 'Dana Lee'];
const WIDTHS = [320, 360, 390];
const TEXT_SIZES = [100, 200];

interface Reflow {
  scrollWidth: number;
  innerWidth: number;
  /** Elements that must be fully on screen (tabs, language button) but are not, or whose text is cut off. */
  clipped: string[];
  /** Tabs smaller than a 44 px target, or covered by something else at their centre. */
  untappable: string[];
  /** When the page scrolls sideways: the innermost elements that stick out, to say what to fix. */
  overflowing: string[];
}

/** Measures the page as a 200%-text user sees it: no sideways scroll, every tab and the language button whole and tappable. */
async function measure(page: Page, width: number): Promise<Reflow> {
  return page.evaluate((width) => {
    const clipped: string[] = [];
    const untappable: string[] = [];
    const targets = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="tab-"], [data-testid="language-toggle"]'));
    for (const element of targets) {
      const id = element.dataset.testid!;
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) clipped.push(`${id} ${Math.round(box.left)}..${Math.round(box.right)}`);
      if (element.scrollWidth > element.clientWidth + 1) clipped.push(`${id} text ${element.scrollWidth}>${element.clientWidth}`);
      if (box.width < 44 || box.height < 44) untappable.push(`${id} ${Math.round(box.width)}×${Math.round(box.height)}`);
      const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
      const y = box.top + box.height / 2;
      if (y >= 0 && y < window.innerHeight) {
        const hit = document.elementFromPoint(x, y);
        // A tab scrolled up under the sticky header is out of sight, not covered by mistake.
        if (!hit || (!element.contains(hit) && !(element.closest('nav') && hit.closest('header')))) untappable.push(`${id} covered`);
      }
    }
    const scrollWidth = document.documentElement.scrollWidth;
    const overflowing =
      scrollWidth > width
        ? Array.from(document.body.querySelectorAll<HTMLElement>('*'))
            .filter(
              (e) =>
                e.getBoundingClientRect().right > width + 0.5 &&
                !Array.from(e.children).some((c) => c.getBoundingClientRect().right > width + 0.5),
            )
            .concat(
              Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
                (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline',
              ),
            )
            .slice(0, 8)
            .map(
              (e) =>
                `${e.tagName.toLowerCase()}.${e.className} ${e.dataset.testid ?? ''} right ${Math.round(e.getBoundingClientRect().right)} sw ${e.scrollWidth}/${e.clientWidth}`,
            )
        : [];
    return { scrollWidth, innerWidth: window.innerWidth, clipped, untappable, overflowing };
  }, width);
}

/**
 * Issue 26 item 9: the player page reflows at 320–390 px and 200% text (WCAG 1.4.4 / 1.4.10).
 * axe does not see sideways scrolling, so every screen is measured: join, Now, My event (standings,
 * alert settings) and Decklist, in English and Japanese, at 100% and 200% text.
 */
describe('the player page reflows at 320 px and 200% text', () => {
  let h: AdminHarness;
  let eventId: string;
  let codes: Map<string, string>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api(
        'mutation { createEvent(input: { name: "Shibuya Modern Store Championship", bestOf: 3, roundMinutes: 50, topCut: 0, enforcementLevel: COMPETITIVE }) { id } }',
      )
    ).createEvent.id;
    await h.api('mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { requirement: SWISS }) { requirement } }', { e: eventId });
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id name accessCode } } }',
      { e: eventId, csv: `name\n${NAMES.join('\n')}\n` },
    );
    codes = new Map(imported.importPlayers.created.map((p: any) => [p.name, p.accessCode]));
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId })).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    await h.api('mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  /** Every width × text size on the screen shown now; returns to 320 px × 200% text. */
  async function expectReflow(page: Page, screen: string) {
    for (const width of WIDTHS) {
      for (const percent of TEXT_SIZES) {
        await page.setViewportSize({ width, height: 640 });
        await setTextSize(page, percent);
        const reflow = await measure(page, width);
        expect({ screen, width, percent, ...reflow }).toEqual({
          screen,
          width,
          percent,
          scrollWidth: width,
          innerWidth: width,
          clipped: [],
          untappable: [],
          overflowing: [],
        });
      }
    }
    await page.setViewportSize({ width: 320, height: 640 });
    await setTextSize(page, 200);
  }

  for (const [locale, name] of [
    ['en-US', 'Ben Carter'],
    ['ja-JP', '田中 陽斗'],
  ] as const) {
    it(`${locale}: join, Now, My event (standings, alerts) and Decklist fit 320 px at 200% text, every tab on screen and tappable`, async () => {
      const context = await h.browser.newContext({ ...PHONE, viewport: { width: 320, height: 640 }, locale });
      contexts.push(context);
      const page = await context.newPage();
      const lang = locale.slice(0, 2);

      await page.goto(`${h.server.url}/play/`);
      await page.getByTestId('join-form').waitFor();
      await expectReflow(page, 'join');
      await keepScreenshot(page, `player-reflow-join-${lang}-320-200`, { fullPage: true });

      await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(name)}`);
      await page.getByTestId('my-pairing').waitFor();
      await setTextSize(page, 200);
      await expectReflow(page, 'now');
      await keepScreenshot(page, `player-reflow-now-${lang}-320-200`);
      await page.setViewportSize({ width: 360, height: 640 });
      await setTextSize(page, 100);
      await keepScreenshot(page, `player-reflow-now-${lang}-360-100`);
      await page.setViewportSize({ width: 320, height: 640 });
      await setTextSize(page, 200);

      for (const tab of ['event', 'decklist', 'now'] as const) {
        // Tapped at 320 px and 200% text: the tab is whole on screen, so the tap lands without scrolling sideways.
        await page.getByTestId(`tab-${tab}`).tap();
        expect(await page.getByTestId(`tab-${tab}`).getAttribute('aria-current')).toBe('page');
        if (tab === 'event') {
          await page.getByTestId('standings').scrollIntoViewIfNeeded();
          await expectReflow(page, 'standings');
          await page.getByTestId('alert-settings').scrollIntoViewIfNeeded();
          await expectReflow(page, 'alert settings');
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectReflow(page, 'event');
          await keepScreenshot(page, `player-reflow-event-${lang}-320-200`, { fullPage: true });
        } else if (tab === 'decklist') {
          await page.getByTestId('decklist-card').waitFor();
          await expectReflow(page, 'decklist');
          await keepScreenshot(page, `player-reflow-decklist-${lang}-320-200`, { fullPage: true });
        } else {
          await page.getByTestId('my-pairing').waitFor();
          await expectReflow(page, 'now');
        }
      }
    });
  }
});

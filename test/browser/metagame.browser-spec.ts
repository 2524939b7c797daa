import type { Page } from 'playwright-core';
import { expectPhoneFits, PHONE } from '../support/player-page';
import { AdminHarness, seriousA11yViolations, shot, sidewaysScroll, signIn, startAdminHarness } from '../support/admin-helpers';

interface Match {
  id: string;
  player1: { id: string };
  player2: { id: string } | null;
}

const DECKS = ['Mono Red', 'Azorius Control', 'Amulet Titan', 'Rakdos Scam'];
/** Four players each: a tie, ordered by name. */
const BY_NAME = [...DECKS].sort();
const WORDS = {
  en: { signIn: 'Sign in', locale: 'en-US', title: 'Share of the field', publish: 'Metagame on the public page' },
  ja: { signIn: 'ログイン', locale: 'ja-JP', title: '使用率', publish: '公開ページにメタゲームを表示' },
} as const;

/**
 * The Metagame page of a 16-player event (4 decks, 2 Swiss rounds, a top 4 played out): the share
 * and conversion charts with their tables and the win-rate matrix, axe-clean and without sideways
 * scrolling at 1024×768 and 1366×768, in English and Japanese; its switch publishes the metagame.
 */
/** Tables wider than their box (a card hides what sticks out, so the page does not scroll: the columns are just cut off). */
const clippedTables = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main table'))
      .filter((table) => table.getBoundingClientRect().width > table.parentElement!.getBoundingClientRect().width + 1)
      .map((table) => table.getAttribute('data-testid')),
  );

describe('the dashboard metagame page', () => {
  let h: AdminHarness;
  let eventId: string;
  let shortCode: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    const created = await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id shortCode } }', {
      i: { name: 'Metagame Night', plannedRounds: 2, topCut: 4 },
    });
    eventId = created.createEvent.id;
    shortCode = created.createEvent.shortCode;
    const rows = Array.from({ length: 16 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')},${DECKS[i % 4]}`);
    const imported = await h.api('mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id name } } }', {
      e: eventId,
      csv: `Name,Deck\n${rows.join('\n')}\n`,
    });
    const deckOf = new Map<string, number>(
      imported.importPlayers.created.map((p: { id: string; name: string }) => [p.id, (Number(p.name.slice(7)) - 1) % 4]),
    );
    // The deck listed earlier wins (the first one every match), so every cell of the matrix has a rate.
    const play = async (matches: Match[]) => {
      for (const match of matches.filter((m) => m.player2)) {
        const first = deckOf.get(match.player1.id)! <= deckOf.get(match.player2!.id)!;
        await h.api('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
          m: match.id,
          i: first ? { player1Wins: 2, player2Wins: 1 } : { player1Wins: 0, player2Wins: 2 },
        });
      }
    };
    const pair = async (operation: 'pairNextRound' | 'startTopCut') =>
      (await h.api(`mutation($e: ID!) { ${operation}(eventId: $e) { matches { id player1 { id } player2 { id } } } }`, { e: eventId }))[
        operation
      ].matches as Match[];
    await play(await pair('pairNextRound'));
    await play(await pair('pairNextRound'));
    await play(await pair('startTopCut'));
    await play(await pair('pairNextRound'));
  });
  afterAll(() => h?.close());

  it.each(['en', 'ja'] as const)('in %s: charts and tables, axe-clean at 1024×768 and 1366×768', async (language) => {
    const words = WORDS[language];
    const page = await h.browser.newPage({ locale: words.locale, viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, words.signIn);
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/metagame`);
      await page.getByRole('heading', { name: words.title }).waitFor();
      await page.getByTestId('metagame-matrix').waitFor();
      expect(await page.getByTestId('metagame-chart').count()).toBe(2);
      expect(await page.getByTestId('metagame-share-row').count()).toBe(4);
      expect(await page.getByTestId('metagame-matrix-row').count()).toBe(4);
      expect(await page.getByTestId('metagame-shares').getByRole('rowheader').allInnerTexts()).toEqual(BY_NAME);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await clippedTables(page)).toEqual([]);
      await shot(page, `metagame-${language}-1024`, true);
      await page.setViewportSize({ width: 1366, height: 768 });
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await clippedTables(page)).toEqual([]);
      await shot(page, `metagame-${language}-1366`, true);

      if (language === 'en') {
        const url = `${h.server.url}/public/events/${shortCode}/metagame`;
        expect((await fetch(url)).status).toBe(404);
        await page.getByLabel(words.publish).click();
        await page.getByText('The metagame is on the public page.').waitFor();
        const published = await fetch(url);
        expect(published.status).toBe(200);
        expect((await published.json()).archetypes.map((line: { name: string }) => line.name)).toEqual(BY_NAME);
        // The public page's Metagame tab on a phone: the shares and each deck's matchups, fitting 320–390 px, axe-clean.
        const phone = await h.browser.newContext({ ...PHONE, locale: 'en-US' });
        try {
          const publicPage = await phone.newPage();
          await publicPage.goto(`${h.server.url}/play/e/${shortCode.toLowerCase()}`);
          await publicPage.getByTestId('public-tab-metagame').click();
          await publicPage.getByTestId('public-metagame-list').waitFor();
          await publicPage.getByText('Against each deck').first().click();
          await publicPage.getByRole('columnheader', { name: 'Opponent' }).first().waitFor();
          await expectPhoneFits(publicPage, 'metagame-public');
        } finally {
          await phone.close();
        }
      }
    } finally {
      await page.close();
    }
  });
});

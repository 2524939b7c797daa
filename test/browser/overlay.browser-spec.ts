import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '@taikai/testkit';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { createEmptyDatabase } from '../support/postgres';

const PLAYER_DIST = path.join(REPO_ROOT, 'apps', 'player', 'dist');
/** The overlay's budget: everything it loads, compressed as gzip -9 (what the server sends browsers without brotli). */
const OVERLAY_BUDGET = 50_000;

/**
 * Issue 31: the stream overlay (an OBS browser source, no sign-in) at 1920×1080 and 1280×720: a
 * featured match's names (with the reading), records and game score on a transparent page that
 * fits; a game recorded through the API shows within a second; one live connection; under budget.
 */
describe('the stream overlay of a featured match', () => {
  let h: AdminHarness;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let code: string;
  let eventId: string;
  let matchId: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    h = await startAdminHarness({ DATABASE_URL: database.url });
    const { createEvent } = await h.api(
      'mutation { createEvent(input: { name: "Sunday Modern", publicStandings: AFTER_EACH_ROUND, publicMetagame: true }) { id shortCode } }',
    );
    code = createEvent.shortCode;
    eventId = createEvent.id;
    const players = [
      { name: '山田太郎', nameReading: 'やまだたろう', deckName: 'Izzet Phoenix' },
      { name: 'Emma Brown', deckName: 'Mono Red' },
      { name: 'Ren' },
      { name: 'Mia' },
    ];
    for (const input of players)
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', { e: createEvent.id, i: input });
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { name } player2 { name } } } }', {
        e: createEvent.id,
      })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    await h.api('mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: round.id });
    matchId = round.matches.find((m: any) => m.player1.name === '山田太郎' || m.player2.name === '山田太郎').id;
    await h.api('mutation($m: ID!) { setMatchFeatured(matchId: $m, featured: true) { featured } }', { m: matchId });
    await h.api('mutation($m: ID!) { recordFeatureGame(matchId: $m, winner: PLAYER1) { games } }', { m: matchId });
  });

  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  /** Opens the overlay in a page of this size, counting the EventSources it opens and the requests it sends. */
  async function open(viewport: { width: number; height: number }, query: string) {
    const context = await h.browser.newContext({ viewport });
    await context.addInitScript(() => {
      const Native = window.EventSource;
      (window as any).streamsOpened = 0;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          (window as any).streamsOpened++;
        }
      };
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${h.server.url}/play/overlay.html?event=${code.toLowerCase()}${query}`);
    return { page, requests, close: () => context.close() };
  }

  /** Names (the reading as ruby), records and score show on a transparent page, with nothing cut off or outside the screen. */
  async function expectMatchShown(page: Page, score: string) {
    await page.getByTestId('game-score').getByText(score).waitFor();
    const yamada = page.getByTestId('p1-name').or(page.getByTestId('p2-name')).filter({ hasText: '山田太郎' });
    await expect(yamada.locator('rt').textContent()).resolves.toBe('やまだたろう');
    await expect(page.getByTestId('p1-record').textContent()).resolves.toBe('0-0-0 · 0 pts');
    await expect(page.getByText('Izzet Phoenix').count()).resolves.toBe(1);
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('.bar')!.getBoundingClientRect();
      const clipped = Array.from(document.querySelectorAll<HTMLElement>('.name, .facts, .deck, .games')).filter(
        (e) => e.scrollWidth > e.clientWidth,
      );
      return {
        backgrounds: [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor],
        scrolls: document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight,
        inside: bar.left >= 0 && bar.right <= innerWidth && bar.top >= 0 && bar.bottom <= innerHeight,
        clipped: clipped.map((e) => e.textContent),
        clock: document.querySelector('.clock')!.textContent,
      };
    });
    expect(layout).toEqual({
      backgrounds: ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'],
      scrolls: false,
      inside: true,
      clipped: [],
      clock: expect.stringMatching(/^\d+:\d\d$/),
    });
  }

  it('at 1920×1080: shows the match, follows a game recorded through the API within 1 s, on one stream', async () => {
    const overlay = await open({ width: 1920, height: 1080 }, '&decks=1');
    await expectMatchShown(overlay.page, '1 - 0');
    await keepScreenshot(overlay.page, 'overlay-1080', { omitBackground: true });

    await h.api('mutation($m: ID!) { recordFeatureGame(matchId: $m, winner: PLAYER2) { games } }', { m: matchId });
    const answered = Date.now();
    await overlay.page.getByTestId('game-score').getByText('1 - 1').waitFor({ timeout: 1000 });
    // The figure the issue asks for, in the test's output.
    console.log(`overlay update latency: ${Date.now() - answered} ms after the mutation's answer`);

    expect(await overlay.page.evaluate(() => (window as any).streamsOpened)).toBe(1);
    expect(overlay.requests.filter((request) => request.endsWith('/stream'))).toEqual([`/public/events/${code}/stream`]);
    // It loads its page, one script and one stylesheet: nothing of the player page.
    const assets = overlay.requests.filter((request) => request.startsWith('/play/'));
    expect(assets).toHaveLength(3);
    expect(assets.every((asset) => /^\/play\/(overlay\.html|assets\/overlay-[\w-]+\.(js|css))$/.test(asset))).toBe(true);
    const gzipped = assets.reduce(
      (sum, asset) => sum + zlib.gzipSync(fs.readFileSync(path.join(PLAYER_DIST, asset.slice('/play/'.length))), { level: 9 }).length,
      0,
    );
    console.log(`overlay assets: ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThan(OVERLAY_BUDGET);
    await overlay.close();
  });

  it('at 1280×720 (the layout chosen from the viewport): the same match, smaller; the standings ticker in Japanese', async () => {
    const overlay = await open({ width: 1280, height: 720 }, '&decks=1');
    await expectMatchShown(overlay.page, '1 - 1');
    expect(await overlay.page.evaluate(() => document.body.className)).toBe('size-720 view-match');
    await keepScreenshot(overlay.page, 'overlay-720', { omitBackground: true });
    await overlay.page.goto(`${h.server.url}/play/overlay.html?event=${code}&view=ticker&lang=ja&accent=%23226622`);
    // No round is complete: the ticker names the standings, with no line yet.
    await overlay.page.locator('.ticker .title').getByText('Sunday Modern · 順位').waitFor();
    await keepScreenshot(overlay.page, 'overlay-ticker-720', { omitBackground: true });
    await overlay.close();
  });

  it("speaks the event's language without lang= (a ja-JP event in Japanese), and the address's when it names one", async () => {
    await h.api('mutation($e: ID!) { updateEvent(id: $e, input: { locale: "ja-JP" }) { id } }', { e: eventId });
    const overlay = await open({ width: 1280, height: 720 }, '');
    await overlay.page.getByTestId('p1-record').getByText('0勝0敗0分 · 0点').waitFor();
    expect(await overlay.page.evaluate(() => document.documentElement.lang)).toBe('ja');
    // The bracket's part names no event: its summary does.
    await overlay.page.goto(`${h.server.url}/play/overlay.html?event=${code}&view=bracket`);
    await overlay.page.waitForFunction(() => document.documentElement.lang === 'ja');
    await overlay.page.goto(`${h.server.url}/play/overlay.html?event=${code}&lang=en`);
    await overlay.page.getByTestId('p1-record').getByText('0-0-0 · 0 pts').waitFor();
    await overlay.close();
  });
});

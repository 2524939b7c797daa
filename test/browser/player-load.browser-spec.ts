import type { BrowserContext } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { PHONE } from '../support/player-page';
import {
  criticalPath,
  loadAverage,
  mainThreadMs,
  noteWhenShown,
  type PageRequest,
  recordRequests,
  shownAt,
  throttleToVenueWifi,
} from '@taikai/testkit';

/** The code the page names (its styles inside), as it crosses venue Wi-Fi (brotli): what a cold phone downloads before its table. */
const STATIC_BYTES_BUDGET = 100_000;

/** Issue 26 item 12: the table on screen within 1.5 s on venue Wi-Fi (1.6 Mbps, 150 ms). */
const TABLE_BUDGET_MS = 1500;
/** The code of the My event and Decklist tabs, loaded after the table. */
const TAB_CHUNK = /\/assets\/(EventScreen|DecklistScreen)-/;
/** What the table waits for besides the page and the code it names: the sign-in and the table's query. */
const TABLE_QUERIES = new Set(['PlayerLogin', 'PlayerTable']);

/**
 * Issue 26 item 12: what a cold phone does between opening the QR link and its table on screen,
 * on Chromium's emulated venue Wi-Fi. Wall time there depends on the machine's load (printed here,
 * measured by bench/player-load.bench.ts); what is asserted is what the network makes of it: the
 * requests made one after another, the connections they open and the bytes, and the time they
 * take on 1.6 Mbps with 150 ms round trips (`criticalPath`, @taikai/testkit), within 1.5 s. The
 * page's first script is small and asks for the sign-in and the table while the rest of the code
 * downloads beside it (apps/player/src/firstLoad.ts): the longest chain is the page and its code.
 */
describe('the player page on venue Wi-Fi: requests and bytes before the table shows', () => {
  let h: AdminHarness;
  let eventId: string;
  let codes: string[];

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (await h.api('mutation { createEvent(input: { name: "Wi-Fi check", topCut: 0 }) { id } }')).createEvent.id;
    const imported = await h.api('mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { accessCode } } }', {
      e: eventId,
      csv: 'name\n佐藤 葵\nBen Carter\n田中 陽斗\nDana Lee\n',
    });
    codes = imported.importPlayers.created.map((p: { accessCode: string }) => p.accessCode);
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId })).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
  });

  afterAll(async () => {
    await h?.close();
  });

  /** Opens the QR link on a throttled cold phone; what was requested by the time the table showed. */
  async function openQrLink(context: BrowserContext, code: string) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleToVenueWifi(cdp);
    const requests = recordRequests(cdp);
    await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${code}`, { waitUntil: 'commit' });
    await page.getByTestId('my-pairing').waitFor();
    const wallMs = Math.round((await shownAt(page)).afterNavigationMs);
    const cpu = await mainThreadMs(cdp);
    // A copy: what arrives after the table (the other tabs' code, the live stream) is not on its path.
    const shown = [...requests.values()].map((request) => ({ ...request }));
    // The code the page loads later, which it names only for the service worker (vite.config.ts).
    const later = await page.evaluate(() =>
      Array.from(
        (document.getElementById('later-assets') as HTMLTemplateElement | null)?.content.querySelectorAll('link') ?? [],
        (link) => new URL(link.getAttribute('href') ?? '', location.href).href,
      ),
    );
    return { requests: shown, later: new Set(later), wallMs, cpu };
  }

  it.each([
    ['en-US', 0],
    ['ja-JP', 1],
  ])('signs in and shows the table within the network budget of venue Wi-Fi (%s)', async (locale, player) => {
    const context = await h.browser.newContext({ ...PHONE, locale, serviceWorkers: 'block' });
    await noteWhenShown(context, 'my-pairing');
    try {
      const { requests, later, wallMs, cpu } = await openQrLink(context, codes[player]);
      const neededForTable = (request: PageRequest) =>
        request.type === 'Document' ||
        (['Script', 'Stylesheet'].includes(request.type) && !later.has(request.url)) ||
        TABLE_QUERIES.has(request.operation ?? '');
      const path = criticalPath(requests, neededForTable);
      const staticBytes = requests
        .filter((request) => ['Script', 'Stylesheet'].includes(request.type) && neededForTable(request))
        .reduce((sum, request) => sum + request.bytesDown, 0);
      // Measured, not asserted: wall time on a shared machine is mostly its CPU load.
      console.log(
        `player-load ${locale}: table on screen ${wallMs} ms after the navigation began (load average ${loadAverage()}; ` +
          `main thread ${cpu.tasks} ms, script ${cpu.script} ms); ` +
          `modelled network ${path.modelledMs} ms: ${path.bytes} bytes, ${path.roundTrips} round trips on ${JSON.stringify(path.chain)}; ` +
          `levels ${JSON.stringify(path.levels)} (${path.connectionSetUps} connection set-ups)`,
      );
      // The page; its first script and the rest of its code side by side (the styles inside); the
      // sign-in, asked by the first script, which names the player; the table's data.
      const firstScript = expect.stringMatching(/^\/play\/assets\/index-[\w-]+\.js$/);
      const pageCode = expect.stringMatching(/^\/play\/assets\/page-[\w-]+\.js$/);
      expect(path.levels.map((level) => [...level].sort())).toEqual([
        ['/play/join'],
        [firstScript, pageCode],
        ['PlayerLogin'],
        ['PlayerTable'],
      ]);
      // Both asked by the first script, which does not wait for the page's code (when it waits, starved of
      // CPU on a loaded machine, the longest chain goes on to the sign-in: printed above).
      for (const operation of TABLE_QUERIES) {
        const sentBy = requests.find((request) => request.operation === operation)!.sentBy.map((url) => new URL(url).pathname);
        expect(sentBy).toContainEqual(firstScript);
        expect(sentBy).not.toContainEqual(pageCode);
      }
      expect(requests.map((request) => request.operation)).not.toContain('MyRegistration');
      // The code loaded later (the live stream's, the other tabs') is not waited for; the tabs' comes after the table.
      expect(later.size).toBeGreaterThanOrEqual(3);
      const tableAt = Math.max(...requests.filter(neededForTable).map((request) => request.finishedAt ?? 0));
      expect(requests.filter((request) => TAB_CHUNK.test(request.url) && request.sentAt < tableAt)).toEqual([]);
      expect(staticBytes).toBeGreaterThan(0);
      expect(staticBytes).toBeLessThanOrEqual(STATIC_BYTES_BUDGET);
      expect(path.modelledMs).toBeLessThanOrEqual(TABLE_BUDGET_MS);
    } finally {
      await context.close();
    }
  });
});

import type { Page, Request } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { PHONE } from '../support/player-page';

/** The page's JS and CSS as they cross venue Wi-Fi (brotli): what a cold phone downloads before its table. */
const STATIC_BYTES_BUDGET = 110_000;

/** The GraphQL operation a request sends (`query Name`, `mutation Name`), or null for other requests. */
function operationOf(request: Request): string | null {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  const query: string = request.postDataJSON()?.query ?? '';
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? null;
}

/**
 * Issue 26 item 12: what a cold phone does between opening the QR link and its table on screen.
 * Time on throttled Wi-Fi depends on the machine (bench/player-load.bench.ts measures it); what
 * is asserted here is what the time is made of: the requests made one after another, and the bytes.
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

  async function openQrLink(page: Page, code: string) {
    // Each operation with the number of GraphQL answers already in when it was asked: the round trips it waited for.
    const operations: { name: string; after: number }[] = [];
    let answers = 0;
    let staticBytes = 0;
    page.on('request', (request) => {
      const name = operationOf(request);
      if (name) operations.push({ name, after: answers });
    });
    page.on('requestfinished', (request) => {
      if (operationOf(request)) answers++;
      if (/\.(js|css)$/.test(new URL(request.url()).pathname))
        void request.sizes().then((sizes) => (staticBytes += sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${code}`);
    await page.getByTestId('my-pairing').waitFor();
    await page.waitForLoadState('load');
    return { operations: [...operations], staticBytes };
  }

  it.each([
    ['en-US', 0],
    ['ja-JP', 1],
  ])('signs in and shows the table in two GraphQL round trips (%s), the page under its byte budget', async (locale, player) => {
    const context = await h.browser.newContext({ ...PHONE, locale, serviceWorkers: 'block' });
    try {
      const { operations, staticBytes } = await openQrLink(await context.newPage(), codes[player]);
      // One: the sign-in, which names the player. Two: the table's data, asked as soon as the sign-in answers.
      expect(operations[0]).toEqual({ name: 'PlayerLogin', after: 0 });
      expect(operations.map((op) => op.name)).not.toContain('MyRegistration');
      for (const table of ['PlayerEvent', 'MyMatches'])
        expect(operations.find((op) => op.name === table)).toEqual({ name: table, after: 1 });
      expect(staticBytes).toBeGreaterThan(0);
      expect(staticBytes).toBeLessThanOrEqual(STATIC_BYTES_BUDGET);
    } finally {
      await context.close();
    }
  });
});

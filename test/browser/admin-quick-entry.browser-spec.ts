import type { Page } from 'playwright-core';
import { type AdminHarness, shot, signIn, startAdminHarness } from '../support/admin-helpers';

interface PairedMatch {
  id: string;
  table: number;
  player2Id: string | null;
}

interface RecordedMatch {
  table: number;
  status: string;
  player1Wins: number;
  player2Wins: number;
  draws: number;
}

/** What the slips say, in the order they come off the pile, and the score each must record. */
const SLIPS = [
  { typed: '2-1', wins: [2, 1, 0] },
  { typed: '0-2', wins: [0, 2, 0] },
  { typed: '2 1 1', wins: [2, 1, 1] },
  { typed: '1-2', wins: [1, 2, 0] },
  { typed: '20', wins: [2, 0, 0] },
  { typed: '1-1-1', wins: [1, 1, 1] },
  { typed: '0-0-3', wins: [0, 0, 3] },
  { typed: '0-2', wins: [0, 2, 0] },
];
/** Slips come off the pile in no particular table order. */
const PILE_ORDER = [3, 1, 8, 5, 2, 7, 4, 6];
const PLAYERS = Array.from({ length: 16 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`);
/** A full-width digit and dash, as a Japanese IME types them ("２－１"). */
const fullWidth = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).replace(/-/g, '－');

/**
 * A scorekeeper types a whole round from the slips without waiting for each save
 * (`table⏎score⏎table⏎score⏎…`, 50 ms a key): every result lands on its table with its score.
 */
describe('quick entry keeps every key typed ahead while results are saved', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const pairedEvent = async (name: string) => {
    const eventId = (await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name, topCut: 0 } })).createEvent
      .id as string;
    await h.api(`mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } } }`, {
      e: eventId,
      c: `name\n${PLAYERS.join('\n')}\n`,
    });
    // Round 1 is paired at random: the test reads which match is at which table.
    const matches = (
      await h.api<{ pairNextRound: { matches: PairedMatch[] } }>(
        `mutation($e: ID!) { pairNextRound(eventId: $e) { matches { id table player2Id } } }`,
        { e: eventId },
      )
    ).pairNextRound.matches;
    expect(matches.map((m) => m.table).sort((a, b) => a - b)).toEqual([...PILE_ORDER].sort((a, b) => a - b));
    expect(matches.every((m) => m.player2Id)).toBe(true);
    return eventId;
  };

  const recorded = async (eventId: string): Promise<RecordedMatch[]> =>
    (
      await h.api(`query($e: ID!) { event(id: $e) { rounds { matches { table status player1Wins player2Wins draws } } } }`, {
        e: eventId,
      })
    ).event.rounds[0].matches;

  it.each([
    { locale: 'en-US', signInButton: 'Sign in', tableWord: 'Table', toKeys: (text: string) => text },
    // In Japanese, the scores come through the IME in full width.
    { locale: 'ja-JP', signInButton: 'ログイン', tableWord: '卓', toKeys: fullWidth },
  ])(
    '$locale: a whole round typed at 50 ms a key lands on the right tables; the event is then finished',
    async ({ locale, signInButton, tableWord, toKeys }) => {
      const eventId = await pairedEvent(`Quick entry ${locale}`);
      const page: Page = await h.browser.newPage({ locale, viewport: { width: 1366, height: 768 } });
      try {
        await signIn(page, h.server.url, signInButton);
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/results`);
        // The round's matches have loaded: Record is enabled.
        await page.locator('[data-testid=quick-submit]:enabled').waitFor();
        await page.getByTestId('quick-table').focus();

        const keys = PILE_ORDER.map((table, i) => `${table}\n${toKeys(SLIPS[i].typed)}\n`).join('');
        await page.keyboard.type(keys, { delay: 50 });

        // Every slip is listed as saved, or something went wrong and says so.
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll('[data-testid=quick-history] [data-state=saved]').length === count ||
            document.querySelector('[data-testid=quick-error], [data-testid=quick-history] [data-state=failed]') !== null,
          PILE_ORDER.length,
        );
        await shot(page, `admin-quick-entry-${locale}`);
        expect(await page.getByTestId('quick-error').allTextContents()).toEqual([]);
        const history = await page.getByTestId('quick-history').locator('[data-state=saved]').allTextContents();
        expect(history).toHaveLength(PILE_ORDER.length);
        for (const table of PILE_ORDER) expect(history.some((line) => line.includes(`${tableWord} ${table}:`))).toBe(true);
        // Nothing typed ahead was left behind in a field.
        expect(await page.getByTestId('quick-table').inputValue()).toBe('');
        expect(await page.getByTestId('quick-score').inputValue()).toBe('');

        const byTable = new Map((await recorded(eventId)).map((m) => [m.table, m]));
        PILE_ORDER.forEach((table, i) => {
          const [player1Wins, player2Wins, draws] = SLIPS[i].wins;
          expect({ table, ...byTable.get(table) }).toEqual({ table, status: 'FINAL', player1Wins, player2Wins, draws });
        });

        // The round was the last of a Swiss-only event: the organizer finishes the event from the Rounds page.
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
        await page.getByTestId('finish-event').click();
        await page.locator('.ra-confirm').click();
        await page.getByTestId('finish-event').waitFor({ state: 'detached' });
        expect((await h.api('query($e: ID!) { event(id: $e) { status } }', { e: eventId })).event.status).toBe('FINISHED');
      } finally {
        await page.close();
      }
    },
  );
});

import type { BrowserContext } from 'playwright-core';
import { onDatabase } from '@taikai/testkit';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { createEmptyDatabase } from '../support/postgres';
import { expectPhoneFits, PHONE } from '../support/player-page';

const NAMES = ['Aoi Sato', 'Ben Carter', 'Chloé Martin', 'Dana Lee', '山田太郎', '佐藤花子', 'Emma Brown', 'Felix Wong'];

/**
 * Issue 28 part 3: an event's public page, no sign-in, in the viewer's language: a player finds
 * their table and opponent by name; the standings (after each round, as the organizer chose) and
 * the announcements show; what is not public has no tab. Issue 30: a convention's public page.
 */
describe('the public page of an event on a phone, no sign-in', () => {
  let h: AdminHarness;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let code: string;
  let eventId: string;
  let yamadaTable: number;
  let yamadaOpponent: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    database = await createEmptyDatabase();
    h = await startAdminHarness({ DATABASE_URL: database.url });
    const { createEvent } = await h.api(
      'mutation { createEvent(input: { name: "Friday Night Modern", formatName: "Modern", publicStandings: AFTER_EACH_ROUND }) { id shortCode } }',
    );
    code = createEvent.shortCode;
    eventId = createEvent.id;
    for (const name of NAMES)
      await h.api('mutation($e: ID!, $n: String!) { registerPlayer(eventId: $e, input: { name: $n }) { id } }', {
        e: createEvent.id,
        n: name,
      });
    await onDatabase(database.url, (client) => client.query(`UPDATE "Player" SET "nameReading" = 'ヤマダタロウ' WHERE name = '山田太郎'`));
    const pairRound = async () => {
      const round = (
        await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table player1 { name } player2 { name } } } }', {
          e: createEvent.id,
        })
      ).pairNextRound;
      await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
      return round;
    };
    const first = await pairRound();
    for (const match of first.matches)
      await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: match.id });
    const second = await pairRound();
    const yamada = second.matches.find((m: any) => m.player1.name === '山田太郎' || m.player2?.name === '山田太郎');
    yamadaTable = yamada.table;
    yamadaOpponent = yamada.player1.name === '山田太郎' ? yamada.player2.name : yamada.player1.name;
    await h.api('mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: second.id });
    const announcement = await h.api(
      'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "Lunch", body: "Lunch break after round 3.", language: "en" }) { id } }',
      { e: createEvent.id },
    );
    await h.api('mutation($id: ID!) { publishAnnouncement(id: $id) { id } }', { id: announcement.createAnnouncement.id });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
    await database?.drop();
  });

  it('in English: a player finds their table and opponent by name; standings and announcements; fits 320–390 px at 200% text', async () => {
    const context = await h.browser.newContext({ ...PHONE, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/e/${code.toLowerCase()}`);
    await page.getByRole('heading', { name: 'Friday Night Modern' }).waitFor();
    await page.getByTestId('public-round').getByText('Round 2').waitFor();
    await page.getByTestId('public-clock').getByText('Time left in round 2').waitFor();
    // No tab for what is not public: the decklists (never, the default), the bracket (no top cut).
    await expect(page.getByTestId('public-tab-decklists').count()).resolves.toBe(0);
    await expect(page.getByTestId('public-tab-bracket').count()).resolves.toBe(0);
    expect(await page.getByTestId('public-table').count()).toBe(4);
    await expectPhoneFits(page, 'public-page-pairings-en');

    await page.getByLabel('Find a player by name').fill('yamada');
    await expect(page.getByTestId('public-table').count()).resolves.toBe(0);
    await page.getByLabel('Find a player by name').fill('やまだ');
    await page.getByText('1 of 4 tables').waitFor();
    const found = page.getByTestId('public-table');
    await expect(found.textContent()).resolves.toContain(`Table ${yamadaTable}`);
    await expect(found.textContent()).resolves.toContain(yamadaOpponent);

    await page.getByTestId('public-tab-standings').click();
    await page.getByText('After round 1').waitFor();
    expect(await page.getByTestId('public-standing').count()).toBe(NAMES.length);
    await expectPhoneFits(page, 'public-page-standings-en');

    await page.getByTestId('public-tab-announcements').click();
    await page.getByText('Lunch break after round 3.').waitFor();
    await expectPhoneFits(page, 'public-page-announcements-en');
  });

  it('in Japanese, switchable to English; an unknown page says so', async () => {
    const context = await h.browser.newContext({ ...PHONE, locale: 'ja-JP' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/e/${code}`);
    await page.getByTestId('public-round').getByText('第2回戦').waitFor();
    await page.getByLabel('名前でプレイヤーを探す').fill('山田');
    await page.getByText('4卓中1卓').waitFor();
    await expect(page.getByTestId('public-table').textContent()).resolves.toContain(`${yamadaTable}番卓`);
    await expectPhoneFits(page, 'public-page-pairings-ja');
    await page.getByTestId('language-toggle').click();
    await page.getByTestId('public-round').getByText('Round 2').waitFor();

    await page.goto(`${h.server.url}/play/e/ZZZZZ`);
    await page.getByText('This page does not exist.', { exact: false }).waitFor();
  });

  it("a convention's page in Japanese: its public events, and a player finds their table across them; fits, axe-clean", async () => {
    const { organizations } = await h.api('{ organizations { id } }');
    const { createConvention } = await h.api(
      'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "横浜フェス", venue: "パシフィコ横浜", startsOn: "2026-12-05", endsOn: "2026-12-06", publicPage: true }) { id } }',
      { o: organizations[0].id },
    );
    await h.api('mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e, main: true) { id } }', {
      c: createConvention.id,
      e: eventId,
    });
    const context = await h.browser.newContext({ ...PHONE, locale: 'ja-JP' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/c/${createConvention.id}`);
    await page.getByRole('heading', { name: '横浜フェス' }).waitFor();
    await page.getByTestId('convention-event').getByRole('link', { name: 'Friday Night Modern' }).waitFor();
    await page.getByTestId('convention-event').getByText('第2回戦の残り時間').waitFor();
    await page.getByLabel('名前でプレイヤーを探す').fill('やまだ');
    await page.getByTestId('convention-table').waitFor();
    await expect(page.getByTestId('convention-table').textContent()).resolves.toContain(`${yamadaTable}番卓`);
    await expectPhoneFits(page, 'public-convention-ja');
  });
});

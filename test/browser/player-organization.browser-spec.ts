import type { BrowserContext, Page } from 'playwright-core';
import { onDatabase } from '@taikai/testkit';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { createEmptyDatabase } from '../support/postgres';
import { PHONE, seriousAxeViolations, setTextSize } from '../support/player-page';

const WIDTHS = [320, 390];
const IN_A_WEEK = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** What scrolls sideways at this width: none of it may (WCAG 1.4.10). */
async function sidewaysOverflow(page: Page, width: number) {
  return page.evaluate((width) => {
    const sticking = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((e) => e.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.dataset.testid ?? ''}`);
    return { scrollWidth: document.documentElement.scrollWidth, sticking };
  }, width);
}

/** The organization page at 320 and 390 px, at 100% and 200% text: no sideways scroll; axe-clean; a screenshot of each. */
async function expectFits(page: Page, name: string) {
  for (const width of WIDTHS) {
    for (const percent of [100, 200]) {
      await page.setViewportSize({ width, height: 740 });
      await setTextSize(page, percent);
      expect({ name, width, percent, ...(await sidewaysOverflow(page, width)) }).toEqual({
        name,
        width,
        percent,
        scrollWidth: width,
        sticking: [],
      });
      await keepScreenshot(page, `player-organization-${name}-${width}-${percent}`, { fullPage: true });
    }
  }
  await setTextSize(page, 100);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * Issue 27: the phone across events. A person joins event 1 with a code; the phone then
 * pre-registers for event 2 in one tap from the organization's page, and signs in to event 3
 * (registered at the desk, linked to the person) in one tap; a second phone, in Japanese and not
 * remembered, pre-registers with its name and e-mail and is remembered from then on.
 */
describe('the organization page on the phone: my events, one-tap pre-registration and sign-in', () => {
  let h: AdminHarness;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let slug: string;
  const events = {} as Record<'first' | 'second' | 'third' | 'past', string>;
  let accessCode: string;
  const contexts: BrowserContext[] = [];
  const sql = (text: string, values: unknown[]) => onDatabase(database.url, (client) => client.query(text, values));

  beforeAll(async () => {
    database = await createEmptyDatabase();
    h = await startAdminHarness({ DATABASE_URL: database.url });
    const create = async (name: string) =>
      (
        await h.api(
          'mutation($n: String!, $s: DateTime) { createEvent(input: { name: $n, topCut: 0, startsAt: $s }) { id organizationId } }',
          { n: name, s: IN_A_WEEK },
        )
      ).createEvent;
    const first = await create('Friday Night Modern');
    Object.assign(events, {
      first: first.id,
      second: (await create('Saturday Pioneer Open')).id,
      third: (await create('Sunday Legacy')).id,
      past: (await create('Last Week’s Draft')).id,
    });
    slug = (await sql('SELECT slug FROM "Organization" WHERE id = $1', [first.organizationId])).rows[0].slug;
    // The desk helper's event form sets these; the test writes them as it would.
    await sql(
      `UPDATE "Event" SET "preregistrationOpen" = true, capacity = 8, "formatName" = 'Pioneer', "entryFee" = '¥1,000' WHERE id = $1`,
      [events.second],
    );
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { name accessCode personId } } }',
      {
        e: events.first,
        csv: 'name,email\nAoi Sato,aoi@example.com\nBen Carter,ben@example.com\n',
      },
    );
    const aoi = imported.importPlayers.created.find((p: { name: string }) => p.name === 'Aoi Sato');
    accessCode = aoi.accessCode;
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: events.first })).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    // Last week's event, played and finished: Aoi won their one match.
    await h.api('mutation($e: ID!, $p: ID) { registerPlayer(eventId: $e, personId: $p, input: {}) { id } }', {
      e: events.past,
      p: aoi.personId,
    });
    await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Dana Lee" }) { id } }', { e: events.past });
    const pastRound = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { matches { id player1 { name } } } }', { e: events.past })
    ).pairNextRound;
    const [match] = pastRound.matches;
    const aoiFirst = match.player1.name === 'Aoi Sato';
    await h.api('mutation($m: ID!, $a: Int!, $b: Int!) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { id } }', {
      m: match.id,
      a: aoiFirst ? 2 : 0,
      b: aoiFirst ? 0 : 2,
    });
    await sql(`UPDATE "Event" SET status = 'FINISHED', "startsAt" = now() - interval '7 days' WHERE id = $1`, [events.past]);
    // Event 3: the desk registers Aoi from the directory (linked to her person).
    await h.api('mutation($e: ID!, $p: ID) { registerPlayer(eventId: $e, personId: $p, input: {}) { id } }', {
      e: events.third,
      p: aoi.personId,
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
    await database?.drop();
  });

  it('en: joined once with a code, the phone pre-registers for event 2 and opens event 3 in one tap each', async () => {
    const context = await h.browser.newContext({ ...PHONE, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();

    await page.goto(`${h.server.url}/play/join?event=${events.first}&code=${accessCode}`);
    await page.getByTestId('my-pairing').waitFor();
    // From the event page, the organization's page.
    await page.getByTestId('tab-event').tap();
    await page.getByTestId('organization-link').tap();
    await page.waitForURL(`**/play/o/${slug}`);
    await page.getByTestId('my-events').waitFor();
    expect(await page.getByTestId('my-current').textContent()).toContain('Friday Night Modern');
    expect(await page.getByTestId('my-past').getByTestId('past-result').textContent()).toBe('Place 1 · 1-0-0');
    await expectFits(page, 'my-events-en');

    const second = page.getByTestId('calendar-event').filter({ hasText: 'Saturday Pioneer Open' });
    expect(await second.textContent()).toContain('Pioneer');
    expect(await second.getByTestId('places').textContent()).toBe('8 of 8 left');
    await second.getByTestId('register').tap();
    await page.getByText('You are registered for Saturday Pioneer Open.').waitFor();
    const upcoming = page.getByTestId('my-upcoming').getByTestId('my-event').filter({ hasText: 'Saturday Pioneer Open' });
    expect(await upcoming.getByTestId('my-event-status').textContent()).toBe('Pre-registered: check in at the desk on the day.');
    expect(await second.getByTestId('places').textContent()).toBe('7 of 8 left');
    const preregistered = await sql('SELECT name, "checkedIn", "preregisteredAt" FROM "Player" WHERE "eventId" = $1', [events.second]);
    expect(preregistered.rows).toEqual([{ name: 'Aoi Sato', checkedIn: false, preregisteredAt: expect.any(Date) }]);
    await expectFits(page, 'registered-en');

    // Event 3, registered at the desk: one tap, no access code.
    await page.getByTestId('my-upcoming').getByTestId('my-event').filter({ hasText: 'Sunday Legacy' }).getByTestId('open-event').tap();
    await page.waitForURL(`**/play/`);
    await page.getByTestId('tab-now').waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('taikai.player.token'));
    expect((await h.api('{ myRegistration { name event { id } } }', {}, token!)).myRegistration).toEqual({
      name: 'Aoi Sato',
      event: { id: events.third },
    });

    // "Forget this phone": the page no longer knows them, and the token is revoked.
    await page.goto(`${h.server.url}/play/o/${slug}`);
    const personToken = await page.evaluate((slug) => JSON.parse(window.localStorage.getItem('taikai.player.personTokens')!)[slug], slug);
    await page.getByTestId('forget-phone').tap();
    await page.getByTestId('not-remembered').waitFor();
    const refused = await fetch(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${personToken}` },
      body: JSON.stringify({ query: '{ myEvents { name } }' }),
    }).then((response) => response.json());
    expect(refused.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('ja: a phone not remembered pre-registers with its name and e-mail, and is remembered from then on', async () => {
    const context = await h.browser.newContext({ ...PHONE, locale: 'ja-JP' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/o/${slug}`);
    await page.getByTestId('not-remembered').waitFor();
    await expectFits(page, 'calendar-ja');

    const second = page.getByTestId('calendar-event').filter({ hasText: 'Saturday Pioneer Open' });
    const placesLeft = async () => (await second.getByTestId('places').textContent())!;
    const before = await placesLeft();
    expect(before).toMatch(/^残り\d名（定員8名）$/);
    const left = Number(before.match(/\d/)![0]);
    await second.getByTestId('register').tap();
    await page.getByLabel('氏名').fill('田中 陽斗');
    await page.getByLabel('メールアドレス').fill('haruto@example.com');
    await expectFits(page, 'guest-form-ja');
    await page.getByTestId('guest-form').getByRole('button', { name: '登録する' }).tap();
    await page.getByText('Saturday Pioneer Openに登録しました。').waitFor();
    await page.getByTestId('my-events').waitFor();
    expect(await page.getByTestId('my-upcoming').textContent()).toContain('事前登録済み');
    expect(await placesLeft()).toBe(`残り${left - 1}名（定員8名）`);
    await expectFits(page, 'my-events-ja');

    // Cancelling frees the place.
    await page.getByTestId('my-upcoming').getByTestId('cancel-entry').tap();
    await page.getByText('取り消しました：Saturday Pioneer Open').waitFor();
    expect(await placesLeft()).toBe(before);
  });
});

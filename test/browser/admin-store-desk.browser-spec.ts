import { onDatabase } from '@taikai/testkit';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness, sidewaysScroll } from '../support/admin-helpers';

const LANGUAGES = [
  {
    locale: 'en-US',
    signIn: 'Sign in',
    preregistered: 'Pre-registered',
    count: '1 pre-registered, 0 checked in',
    waitlist: 'Waitlist: 2 people',
    waitlistAfter: 'Waitlist: 1 person',
    scanned: (name: string) => `${name} registered and checked in (member card).`,
  },
  {
    locale: 'ja-JP',
    signIn: 'ログイン',
    preregistered: '事前登録',
    count: '事前登録 1人（チェックイン済み 0人）',
    waitlist: 'キャンセル待ち：2人',
    waitlistAfter: 'キャンセル待ち：1人',
    scanned: (name: string) => `${name}さんを登録し、チェックインしました（会員証）。`,
  },
];

/**
 * The store's desk (issue 27), in English and Japanese at 1024×768: the event form's calendar
 * settings; the desk's pre-registered marks and count and the waitlist (rows seeded: the phone's
 * pre-registration is another feature); a member card printed and scanned to register and check in.
 */
describe("the store's desk: calendar settings, pre-registrations, waitlist, member cards", () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const language of LANGUAGES) {
    it(`${language.locale}: sets capacity and pre-registration, sees who pre-registered and who waits, scans a member card`, async () => {
      const page = await h.browser.newPage({ locale: language.locale, viewport: { width: 1024, height: 768 } });
      try {
        await signIn(page, h.server.url, language.signIn);

        // The event form: format name, entry fee, capacity, pre-registration.
        await page.goto(`${h.server.url}/admin/#/events/create`);
        await page.locator('input[name=name]').fill(`Modern Weekly ${language.locale}`);
        await page.getByTestId('event-calendar-settings').waitFor();
        await page.locator('input[name=formatName]').fill('Modern');
        await page.locator('input[name=entryFee]').fill('¥1,000');
        await page.locator('input[name=capacity]').fill('8');
        await page.locator('input[name=preregistrationOpen]').check();
        await page.getByTestId('event-calendar-settings').scrollIntoViewIfNeeded();
        await shot(page, `admin-store-event-form-${language.locale}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.locator('button[type=submit]').click();
        await page.waitForURL(/#\/events\/[^/]+\/desk/);
        const eventId = decodeURIComponent(/#\/events\/([^/]+)\/desk/.exec(page.url())![1]);
        const saved = (
          await h.api('query($id: ID!) { event(id: $id) { formatName entryFee capacity preregistrationOpen onCalendar } }', { id: eventId })
        ).event;
        expect(saved).toEqual({ formatName: 'Modern', entryFee: '¥1,000', capacity: 8, preregistrationOpen: true, onCalendar: true });

        // One player pre-registered from their phone, one at the desk; two people waiting, in order.
        const early = (
          await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Early Bird" }) { id } }', { e: eventId })
        ).registerPlayer.id;
        await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Walk In" }) { id } }', { e: eventId });
        await onDatabase(h.server.databaseUrl(), async (client) => {
          await client.query(`UPDATE "Player" SET "preregisteredAt" = now() - interval '2 days' WHERE id = $1`, [early]);
          for (const [name, hoursAgo] of [
            ['First Waiting', 5],
            ['Second Waiting', 3],
          ] as const) {
            await client.query(
              `WITH person AS (
                 INSERT INTO "Person" (id, "organizationId", name, "updatedAt")
                 SELECT gen_random_uuid(), "organizationId", $2, now() FROM "Event" WHERE id = $1 RETURNING id)
               INSERT INTO "WaitlistEntry" (id, "eventId", "personId", "createdAt")
               SELECT gen_random_uuid(), $1, id, now() - make_interval(hours => $3) FROM person`,
              [eventId, name, hoursAgo],
            );
          }
        });
        await page.reload();
        await page.getByTestId('preregistered-count').getByText(language.count).waitFor();
        const row = page.getByTestId('players-table').locator('tr', { hasText: 'Early Bird' });
        await row.getByTestId('preregistered-mark').getByText(language.preregistered).waitFor();
        expect(
          await page.getByTestId('players-table').locator('tr', { hasText: 'Walk In' }).getByTestId('preregistered-mark').count(),
        ).toBe(0);
        const waitlist = page.getByTestId('waitlist-panel');
        await waitlist.getByText(language.waitlist).waitFor();
        expect(await waitlist.getByTestId('waitlist-entry').allTextContents()).toEqual([
          expect.stringContaining('1. First Waiting'),
          expect.stringContaining('2. Second Waiting'),
        ]);
        await shot(page, `admin-store-desk-${language.locale}`);
        expect(await sidewaysScroll(page)).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await waitlist.getByTestId('waitlist-remove').first().click();
        await waitlist.getByText(language.waitlistAfter).waitFor();
        expect(await waitlist.getByTestId('waitlist-entry').allTextContents()).toEqual([expect.stringContaining('1. Second Waiting')]);

        // A member card: printed from the person's page (the code is made there), scanned into the name field.
        const memberName = `Member ${language.locale}`;
        const personId = (await h.api('mutation($i: PersonInput!) { createPerson(input: $i) { id } }', { i: { name: memberName } }))
          .createPerson.id;
        await page.goto(`${h.server.url}/admin/#/member-cards?ids=${personId}`);
        const card = page.getByTestId('member-card');
        await card.getByTestId('qr').waitFor();
        const code = (await card.getByTestId('member-code').textContent())!.trim();
        expect(code).toMatch(/^[23456789A-HJKMNP-Z]{8}$/);
        await shot(page, `admin-store-member-card-${language.locale}`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
        const nameField = page.getByTestId('quick-add-name');
        await nameField.click();
        // What a USB scanner does: the code's characters, then Enter.
        await page.keyboard.type(code);
        await page.keyboard.press('Enter');
        await page.getByTestId('member-scanned').getByText(language.scanned(memberName)).waitFor();
        const players = (await h.api('query($e: ID!) { players(eventId: $e) { name personId checkedIn } }', { e: eventId })).players;
        expect(players.find((player: { name: string }) => player.name === memberName)).toEqual({
          name: memberName,
          personId,
          checkedIn: true,
        });
        expect(players).toHaveLength(3);
      } finally {
        await page.close();
      }
    });
  }
});

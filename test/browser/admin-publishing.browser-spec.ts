import { freePort, graphql, spawnServer, waitForGraphQL } from '@taikai/testkit';
import {
  type AdminHarness,
  ORGANIZER,
  seriousA11yViolations,
  shot,
  sidewaysScroll,
  signIn,
  startAdminHarness,
} from '../support/admin-helpers';
import { createEmptyDatabase } from '../support/postgres';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
] as const;

/**
 * Issue 28, part 2, on the dashboard: the venue's organizer makes a token on the hosted Taikai's
 * Organization page, pastes it into the venue's, and sees the event's hosted copy up to date, in
 * English and Japanese, at 1024×768 and 1366×768, axe-clean, without sideways scrolling.
 */
describe('publishing on the Organization page (a venue and a hosted Taikai)', () => {
  let venue: AdminHarness;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('a token made on the hosted side links the venue; its event shows up to date; the token is not shown again', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(() => database.drop());
    const hosted = spawnServer({
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
      TAIKAI_ADMIN_EMAIL: ORGANIZER.email,
      TAIKAI_ADMIN_PASSWORD: ORGANIZER.password,
      LOG_LEVEL: 'warn',
    });
    cleanups.push(() => hosted.stop());
    venue = await startAdminHarness();
    cleanups.push(() => venue.close());
    await waitForGraphQL(hosted);
    const eventId = (await venue.api('mutation { createEvent(input: { name: "Venue Open" }) { id } }')).createEvent.id;

    // The hosted side: the token, made on its Organization page, shown once.
    const hostedPage = await venue.browser.newPage({ locale: 'en-US', viewport: SIZES[0] });
    await signIn(hostedPage, hosted.url, 'Sign in');
    await hostedPage.goto(`${hosted.url}/admin/#/organization`);
    await hostedPage.getByTestId('publish-token-name').fill('Venue laptop');
    await hostedPage.getByTestId('publish-tokens').getByRole('button', { name: 'Make a token' }).click();
    const token = (await hostedPage.getByTestId('publish-new-token').textContent())!;
    expect(token).toMatch(/^taikai_pub_/);
    await hostedPage.close();

    for (const [locale, signInButton, upToDate] of [
      ['en-US', 'Sign in', 'Up to date'],
      ['ja-JP', 'ログイン', '最新'],
    ] as const) {
      const page = await venue.browser.newPage({ locale, viewport: SIZES[0] });
      await signIn(page, venue.server.url, signInButton);
      await page.goto(`${venue.server.url}/admin/#/organization`);
      if (locale === 'en-US') {
        await page.getByTestId('publish-url').fill(hosted.url);
        await page.getByTestId('publish-token').fill(token);
        await page.getByTestId('publish-link').getByRole('button', { name: 'Link' }).click();
        await page.getByTestId('publish-link-url').waitFor();
        // Cleared once the link is stored and the page's data refetched (the status can show first).
        await page.waitForFunction(() => (document.querySelector('[data-testid="publish-token"]') as HTMLInputElement).value === '');
      }
      await page.getByTestId(`publish-event-${eventId}`).getByText(upToDate).waitFor({ timeout: 30_000 });
      expect(await page.content()).not.toContain(token);
      const problems: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await shot(page, `admin-publishing-${locale}-${size.width}`, true);
        for (const scroller of await sidewaysScroll(page)) problems.push(`${locale} ${size.width}: scrolls sideways: ${scroller}`);
        for (const v of await seriousA11yViolations(page)) problems.push(`${locale} ${size.width}: axe ${v.id} ${JSON.stringify(v.nodes)}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
    // The hosted copy is there.
    const login = await graphql(hosted.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: ORGANIZER.email,
      p: ORGANIZER.password,
    });
    const copy = await graphql(hosted.url, 'query($e: ID!) { event(id: $e) { name } }', { e: eventId }, login.data.login.token);
    expect(copy.data).toEqual({ event: { name: 'Venue Open' } });
  });
});

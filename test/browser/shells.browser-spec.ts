import { type AdminHarness, ORGANIZER, signIn, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';

describe('the staff dashboard and the player page in Chromium', () => {
  let h: AdminHarness;
  let demo: { eventId: string; shortCode: string; accessCode: string; playerName: string };

  beforeAll(async () => {
    h = await startAdminHarness({ TAIKAI_DEMO: '1' });
    const [event] = (await h.api('{ events { id shortCode } }')).events;
    const [player] = (await h.api('query($e: ID!) { players(eventId: $e) { name accessCode } }', { e: event.id })).players;
    demo = { eventId: event.id, shortCode: event.shortCode, accessCode: player.accessCode, playerName: player.name };
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each([
    ['en-US', 'Sign in', 'Welcome'],
    ['ja-JP', 'ログイン', 'ようこそ'],
  ])('an organizer signs in and sees the demo event (%s)', async (locale, signInButton, welcome) => {
    const page = await h.browser.newPage({ locale, viewport: { width: 1280, height: 800 } });
    try {
      // From the dashboard's address, signed out: the way in is the sign-in page, at once (react-admin's own
      // redirect, from any page but the sign-in page, went round thousands of times first: marmelab/react-admin#10885).
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations++;
      });
      await signIn(page, h.server.url, signInButton, '/admin/');
      expect(await page.getByTestId('welcome').textContent()).toContain(welcome);
      expect(navigations).toBeLessThanOrEqual(5);
      await page.goto(`${h.server.url}/admin/#/events`);
      await page.getByText('Taikai Demo Open').waitFor();
      await keepScreenshot(page, `admin-events-${locale}`);
    } finally {
      await page.close();
    }
  });

  it('a signed-out visit to a page opens that page once signed in', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      await page.goto(`${h.server.url}/admin/#/people`);
      await page.locator('input[name=email]').waitFor();
      expect(page.url()).toMatch(/#\/login$/);
      await page.locator('input[name=email]').fill(ORGANIZER.email);
      await page.locator('input[name=password]').fill(ORGANIZER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/#\/people$/);
      await page.getByRole('heading', { name: 'People' }).first().waitFor();
    } finally {
      await page.close();
    }
  });

  it('a player joins from the QR link on a phone and sees their registration', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${h.server.url}/play/join?event=${demo.eventId}&code=${demo.accessCode}`);
      await page.getByTestId('registration-summary').waitFor();
      expect(await page.getByTestId('registration-name').textContent()).toBe(demo.playerName);
      expect(await page.getByTestId('registration-event').textContent()).toBe('Taikai Demo Open');
      // The code does not stay in the address bar (shoulder-surfing, shared screenshots).
      expect(page.url()).not.toContain(demo.accessCode);
      await keepScreenshot(page, 'player-home-ja');
    } finally {
      await page.close();
    }
  });

  it('a wrong access code is refused with the server’s translated message', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    try {
      await page.goto(`${h.server.url}/play`);
      await page.getByLabel('Event code').fill(demo.shortCode);
      await page.getByLabel('Access code').fill('WRONG234');
      await page.getByTestId('join-submit').click();
      await page.getByTestId('error-region').getByText('This access code does not match').waitFor();
    } finally {
      await page.close();
    }
  });
});

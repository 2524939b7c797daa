import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser';
import { freePort, graphql, Product, spawnProduct, waitForGraphQL } from '@taikai/testkit';

const ADMIN = { email: 'organizer@example.com', password: 'organizer password 1' };

describe('the staff dashboard and the player page in Chromium', () => {
  let browser: Browser;
  let server: Product;
  let demo: { eventId: string; shortCode: string; accessCode: string; playerName: string };

  beforeAll(async () => {
    server = spawnProduct({
      PORT: String(await freePort()),
      TAIKAI_DEMO: '1',
      TAIKAI_ADMIN_EMAIL: ADMIN.email,
      TAIKAI_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    });
    await waitForGraphQL(server);
    browser = await launchChromium();
    const login = await graphql(server.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: ADMIN.email,
      p: ADMIN.password,
    });
    const token = login.data.login.token;
    const events = await graphql(server.url, '{ events { id shortCode } }', {}, token);
    const eventId = events.data.events[0].id;
    const shortCode = events.data.events[0].shortCode;
    const players = await graphql(server.url, 'query($e: ID!) { players(eventId: $e) { name accessCode } }', { e: eventId }, token);
    demo = { eventId, shortCode, accessCode: players.data.players[0].accessCode, playerName: players.data.players[0].name };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ['en-US', 'Sign in', 'Welcome'],
    ['ja-JP', 'ログイン', 'ようこそ'],
  ])('an organizer signs in and sees the demo event (%s)', async (locale, signIn, welcome) => {
    const page = await browser.newPage({ locale, viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${server.url}/admin`);
      await page.locator('input[name=email]').fill(ADMIN.email);
      await page.locator('input[name=password]').fill(ADMIN.password);
      await page.getByRole('button', { name: signIn }).click();
      await page.getByTestId('welcome').waitFor();
      expect(await page.getByTestId('welcome').textContent()).toContain(welcome);
      await page.goto(`${server.url}/admin/#/events`);
      await page.getByText('Taikai Demo Open').waitFor();
      await page.screenshot({ path: screenshotPath(`admin-events-${locale}`) });
    } finally {
      await page.close();
    }
  });

  it('a player joins from the QR link on a phone and sees their registration', async () => {
    const page = await browser.newPage({ locale: 'ja-JP', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${server.url}/play/join?event=${demo.eventId}&code=${demo.accessCode}`);
      await page.getByTestId('registration-summary').waitFor();
      expect(await page.getByTestId('registration-name').textContent()).toBe(demo.playerName);
      expect(await page.getByTestId('registration-event').textContent()).toBe('Taikai Demo Open');
      // The code does not stay in the address bar (shoulder-surfing, shared screenshots).
      expect(page.url()).not.toContain(demo.accessCode);
      await page.screenshot({ path: screenshotPath('player-home-ja') });
    } finally {
      await page.close();
    }
  });

  it('a wrong access code is refused with the server’s translated message', async () => {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    try {
      await page.goto(`${server.url}/play`);
      await page.getByLabel('Event code').fill(demo.shortCode);
      await page.getByLabel('Access code').fill('WRONG234');
      await page.getByTestId('join-submit').click();
      await page.getByTestId('error-region').getByText('This access code does not match').waitFor();
    } finally {
      await page.close();
    }
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { PHONE, seriousAxeViolations, setTextSize } from '../support/player-page';

/**
 * A name for this machine that is not loopback to the browser: Chromium resolves it to 127.0.0.1
 * (nothing leaves the machine), but an http:// origin with a host name is not a secure context —
 * as a venue server's LAN address over plain HTTP is not.
 */
const VENUE_HOST = 'venue.test';

const TEXT = {
  en: {
    offer: 'Notify me when my phone is locked',
    hint: 'even when this page is closed',
    denied: 'Notifications are blocked for this page',
    unreachable: 'could not reach its browser’s push service',
    insecure: 'they need a secure (HTTPS) connection, and this venue server uses plain HTTP',
  },
  ja: {
    offer: '画面ロック中も通知する',
    hint: 'このページを閉じていても',
    denied: 'このページの通知がブロックされています',
    unreachable: 'ブラウザのプッシュ通知サービスに接続できません',
    insecure: '通知には安全な（HTTPS）接続が必要ですが、この会場のサーバーは HTTP を使っています',
  },
} as const;

/**
 * The push setting on a phone (360×740) in English and Japanese: offered on a secure origin, and
 * what happens when it cannot be turned on here (headless Chromium has no route to any push
 * service: the page must say so, never pretend); on plain HTTP, why push is unavailable. The
 * delivery itself is tested on the server, against a push service on 127.0.0.1
 * (apps/api/src/ops/push/push.integration.spec.ts).
 */
describe('the player page’s push setting on a phone', () => {
  let h: AdminHarness;
  let eventId: string;
  let codes: string[];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    h = await startAdminHarness({}, [`--host-resolver-rules=MAP ${VENUE_HOST} 127.0.0.1`]);
    eventId = (await h.api('mutation { createEvent(input: { name: "Umeda Sunday Cup" }) { id } }')).createEvent.id;
    const imported = await h.api('mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { accessCode } } }', {
      e: eventId,
      csv: 'name\n佐藤 葵\nBen Carter\n田中 陽斗\nDana Lee\n',
    });
    codes = imported.importPlayers.created.map((p: { accessCode: string }) => p.accessCode);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  /** A phone signed in as the n-th player at `origin`, on its Event tab, where the alert settings are. */
  async function phoneAt(origin: string, locale: 'en-US' | 'ja-JP', player: number): Promise<{ page: Page; context: BrowserContext }> {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${origin}/play/join?event=${eventId}&code=${codes[player]}`);
    await page.getByTestId('tab-event').click();
    await page.getByTestId('alert-settings').waitFor();
    return { page, context };
  }

  /** Axe at 100% and 200% text, with the card's screenshot at each (`name`-100, `name`-200). */
  async function axeCleanAtBothTextSizes(page: Page, name: string) {
    for (const size of [100, 200]) {
      await setTextSize(page, size);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page.getByTestId('alert-settings'), `${name}-${size}`);
    }
    await setTextSize(page, 100);
  }

  for (const [locale, language, player] of [
    ['en-US', 'en', 0],
    ['ja-JP', 'ja', 1],
  ] as const) {
    const text = TEXT[language];

    it(`${language}: on a secure origin offers push, and says plainly why it could not be turned on`, async () => {
      const origin = h.server.url;
      const { page, context } = await phoneAt(origin, locale, player);
      const setting = page.getByTestId('alert-push');
      await page.waitForFunction(() => document.querySelector('[data-testid="alert-push"]')?.getAttribute('data-status') === 'off');
      expect(await setting.getByText(text.offer).isVisible()).toBe(true);
      expect(await page.getByTestId('alert-push-state').textContent()).toContain(text.hint);
      expect(await page.getByTestId('alert-push-toggle').isChecked()).toBe(false);
      await axeCleanAtBothTextSizes(page, `player-push-offered-${language}`);

      // The browser's permission prompt answered "block" (headless Chromium denies it unasked).
      await page.getByTestId('alert-push-toggle').click();
      await page.getByTestId('alert-push-error').waitFor();
      expect(await page.getByTestId('alert-push-error').getAttribute('data-failure')).toBe('denied');
      expect(await page.getByTestId('alert-push-error').textContent()).toContain(text.denied);
      expect(await page.getByTestId('alert-push-toggle').isChecked()).toBe(false);

      // Allowed, the browser tries its push service, which this machine cannot reach.
      await context.grantPermissions(['notifications'], { origin });
      await page.getByTestId('alert-push-toggle').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="alert-push-error"]')?.getAttribute('data-failure') === 'unreachable',
        undefined,
        { timeout: 30000 },
      );
      expect(await page.getByTestId('alert-push-error').textContent()).toContain(text.unreachable);
      expect(await page.getByTestId('alert-push-toggle').isChecked()).toBe(false);
      expect(
        await page.evaluate(
          async () => (await (await navigator.serviceWorker.getRegistration('/play/'))?.pushManager.getSubscription()) ?? null,
        ),
      ).toBeNull();
      await axeCleanAtBothTextSizes(page, `player-push-unreachable-${language}`);

      // The page's service worker shows what the server sends (the push message handed to it as
      // a push service would, through the DevTools protocol): title, body, one per tag.
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find(
            (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${origin}/play/` && !r.isDeleted,
          );
          if (ours) resolve(ours.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      const message = { title: 'Round 2: table 7', body: 'You play Dana Lee at table 7.', tag: 'pairings-r2', url: '/play/' };
      const registrationId = await registered;
      // A push handed to a worker that is not active yet is dropped: wait for the active worker.
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
      await deliver();
      // Polled from here: waitForFunction takes an async predicate's Promise as truthy at once.
      const shown = () =>
        page.evaluate(async () =>
          ((await (await navigator.serviceWorker.getRegistration('/play/'))?.getNotifications()) ?? []).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
          })),
        );
      let notifications = await shown();
      // Handed again every 2 s until shown (one tag: the notification replaces itself, never two).
      for (let tries = 1; notifications.length === 0 && tries <= 150; tries++, notifications = await shown()) {
        await page.waitForTimeout(100);
        if (tries % 20 === 0) await deliver();
      }
      expect(notifications).toEqual([{ title: message.title, body: message.body, tag: message.tag }]);
    });

    it(`${language}: on plain HTTP says push is unavailable and why`, async () => {
      const { page } = await phoneAt(`http://${VENUE_HOST}:${new URL(h.server.url).port}`, locale, player + 2);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      const note = page.getByTestId('alert-push-note');
      expect(await note.getAttribute('data-availability')).toBe('insecure');
      expect(await note.textContent()).toContain(text.insecure);
      expect(await page.getByTestId('alert-push-toggle').count()).toBe(0);
      await axeCleanAtBothTextSizes(page, `player-push-plain-http-${language}`);
    });
  }
});

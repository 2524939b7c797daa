import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const PUBLIC_URL = 'http://taikai.venue.test:8080';

/** The dark modules of the first QR code on the page, read from its pixels as rows of 0 and 1. */
async function qrModules(page: Page, size: number): Promise<string[]> {
  const src = await page.getByTestId('qr').first().getAttribute('src');
  // The page draws it with margin 1 (see CodeSlip): the module grid is the image less one module each side.
  return page.evaluate(
    async ({ src, size }) => {
      const image = new Image();
      image.src = src!;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const scale = image.width / (size + 2);
      const rows: string[] = [];
      for (let row = 0; row < size; row++) {
        let bits = '';
        for (let column = 0; column < size; column++) {
          const [red] = context.getImageData(Math.floor((column + 1.5) * scale), Math.floor((row + 1.5) * scale), 1, 1).data;
          bits += red < 128 ? '1' : '0';
        }
        rows.push(bits);
      }
      return rows;
    },
    { src, size },
  );
}

function expectedModules(url: string): { size: number; rows: string[] } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const rows = Array.from({ length: modules.size }, (_, row) =>
    Array.from(modules.data.slice(row * modules.size, (row + 1) * modules.size), (bit) => (bit ? '1' : '0')).join(''),
  );
  return { size: modules.size, rows };
}

async function eventWithPlayers(h: AdminHarness): Promise<{ eventId: string; code: string }> {
  const eventId = (await h.api('mutation { createEvent(input: { name: "Venue Night", topCut: 0 }) { id } }')).createEvent.id as string;
  const player = await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Alice Arden" }) { accessCode } }', {
    e: eventId,
  });
  return { eventId, code: player.registerPlayer.accessCode as string };
}

describe('access slips point phones at the venue address, not at the browser’s localhost', () => {
  let h: AdminHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('uses TAIKAI_PUBLIC_URL in the QR code and the printed address', async () => {
    h = await startAdminHarness({ TAIKAI_PUBLIC_URL: `${PUBLIC_URL}/` });
    const { eventId, code } = await eventWithPlayers(h);
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    // The browser is on 127.0.0.1, as on the organizer's laptop.
    await signIn(page, h.server.url, 'Sign in');
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/codes`);
    await page.getByTestId('qr').first().waitFor();
    const joinLink = `${PUBLIC_URL}/play/join?event=${eventId}&code=${code}`;
    expect(await page.getByTestId('code-slip').locator('.url').textContent()).toBe(`${PUBLIC_URL}/play/join?event=${eventId}`);
    const expected = expectedModules(joinLink);
    expect(await qrModules(page, expected.size)).toEqual(expected.rows);
    expect(await page.getByTestId('join-unreachable').count()).toBe(0);
    await shot(page, 'admin-print-codes-public-url');
  });

  it('warns, in Japanese too, when the server is reachable only from this computer', async () => {
    h = await startAdminHarness({ HOST: '127.0.0.1' });
    const { eventId, code } = await eventWithPlayers(h);
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
    await signIn(page, h.server.url, 'ログイン');
    const warning = page.getByTestId('join-unreachable');
    // The print center warns before anything is printed…
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/print`);
    await warning.getByText('スマートフォンから Taikai に接続できません').waitFor();
    await shot(page, 'admin-print-center-loopback-ja');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // …and so does the page of access slips.
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/codes`);
    await warning.getByText('スマートフォンから Taikai に接続できません').waitFor();
    expect(await warning.textContent()).toContain(`TAIKAI_PUBLIC_URL`);
    expect(await warning.textContent()).toContain(h.server.url);
    await page.getByTestId('qr').first().waitFor();
    const expected = expectedModules(`${h.server.url}/play/join?event=${eventId}&code=${code}`);
    expect(await qrModules(page, expected.size)).toEqual(expected.rows);
    await shot(page, 'admin-print-codes-loopback-ja');
    await page.emulateMedia({ media: 'print' });
    expect(await warning.isVisible()).toBe(false);
  });
});

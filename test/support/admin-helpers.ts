import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { keepScreenshot, launchChromium, settled } from './browser';
import { freePort, graphql, Product, REPO_ROOT, spawnProduct, waitForGraphQL } from '@taikai/testkit';

export const ORGANIZER = { email: 'organizer@example.com', password: 'organizer password 1' };

export interface AdminHarness {
  server: Product;
  browser: Browser;
  token: string;
  /** GraphQL as the organizer (or with another token). */
  api<T = any>(query: string, variables?: object, token?: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * The built server on its embedded database (as `npm start` runs it, with `env` added to its
 * settings), Chromium (with `chromiumArgs` added to its switches), and the organizer's token:
 * what every browser spec starts from. The server and Chromium start side by side.
 */
export async function startAdminHarness(env: Record<string, string> = {}, chromiumArgs: string[] = []): Promise<AdminHarness> {
  const server = spawnProduct({
    PORT: String(await freePort()),
    TAIKAI_ADMIN_EMAIL: ORGANIZER.email,
    TAIKAI_ADMIN_PASSWORD: ORGANIZER.password,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const [ready, launched] = await Promise.allSettled([waitForGraphQL(server), launchChromium(chromiumArgs)]);
  if (ready.status === 'rejected' || launched.status === 'rejected') {
    // No harness to close yet: stop what was started (a missing Chromium must not leave a server behind).
    if (launched.status === 'fulfilled') await launched.value.close().catch(() => undefined);
    await server.close();
    throw ready.status === 'rejected' ? ready.reason : (launched as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  const login = await graphql(server.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
    e: ORGANIZER.email,
    p: ORGANIZER.password,
  });
  const token = login.data.login.token as string;
  const api = async <T = any>(query: string, variables?: object, as: string = token): Promise<T> => {
    const result = await graphql<T>(server.url, query, variables, as);
    if (result.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  };
  return {
    server,
    browser,
    token,
    api,
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

/** Signs the organizer in from `from`: by default the sign-in page (the shells spec signs in from /admin/, as a first visit does). */
export async function signIn(page: Page, url: string, buttonName: string, from = '/admin/#/login'): Promise<void> {
  await page.goto(`${url}${from}`);
  await page.locator('input[name=email]').fill(ORGANIZER.email);
  await page.locator('input[name=password]').fill(ORGANIZER.password);
  await page.getByRole('button', { name: buttonName }).click();
  await page.getByTestId('welcome').waitFor();
}

const AXE = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** axe-core in the page (or the part a CSS selector names): the serious and critical violations (WCAG 2 A/AA rules). */
export async function seriousA11yViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  await settled(page);
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self')
  // stays on and still applies to everything the app itself does.
  if (!loaded) await page.evaluate(`${fs.readFileSync(AXE, 'utf8')}\n;void 0;`);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, html: n.html.slice(0, 160) })),
    }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await settled(page);
  await keepScreenshot(page, name, { fullPage });
}

/** What scrolls sideways: the page itself (wider than the window) or a scrolling part of `main` (by test id, else tag). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll<HTMLElement>('main *'))]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          (element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)),
      )
      .map((element) => element.getAttribute('data-testid') ?? element.tagName),
  );

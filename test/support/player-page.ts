import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { sidewaysScroll } from './admin-helpers';
import { keepScreenshot, settled } from './browser';
import { REPO_ROOT } from '@taikai/testkit';

/** A phone: what most players open the player page on (QR code at the venue). */
export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its serious and critical violations. The server's
 * Content-Security-Policy (script-src 'self') refuses an injected <script>, so axe is evaluated
 * through the DevTools protocol instead, leaving the page's policy on.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  axeSource ??= fs.readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations: AxeViolation[] = await page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n: any) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The larger phone of the field test. */
export const LARGE_PHONE: BrowserContextOptions = { ...PHONE, viewport: { width: 390, height: 844 } };

/** Text enlarged as a browser's text-size setting does (the page sizes its text in rem): 100 or 200. */
export async function setTextSize(page: Page, percent: number) {
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = `${size}%`;
  }, percent);
}

/**
 * At 320 and 390 px, 100% and 200% text, nothing scrolls sideways (a screenshot of each, named
 * `${shotPrefix}-${width}-${percent}`); back at 360 px and 100%, axe-clean.
 */
export async function expectPhoneFits(page: Page, shotPrefix: string) {
  for (const width of [320, 390]) {
    for (const percent of [100, 200]) {
      await page.setViewportSize({ width, height: 740 });
      await setTextSize(page, percent);
      await settled(page);
      expect({ shotPrefix, width, percent, sideways: await sidewaysScroll(page) }).toEqual({ shotPrefix, width, percent, sideways: [] });
      await keepScreenshot(page, `${shotPrefix}-${width}-${percent}`, { fullPage: true });
    }
  }
  await setTextSize(page, 100);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousAxeViolations(page)).toEqual([]);
}

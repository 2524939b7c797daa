import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium, type Locator, type Page } from 'playwright-core';
import { REPO_ROOT } from '@taikai/testkit';

export const SCREENSHOTS = path.join(REPO_ROOT, 'tmp', 'screenshots');

/** Debian's Chromium, headless, with nothing reaching out to the network. `extraArgs`: more switches. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * Screenshots are for people to look at (tmp/screenshots): taken on a developer's run, skipped on CI,
 * where nobody sees them and each costs the browser a full paint and a PNG (about a tenth of the
 * browser suite's time). TAIKAI_SCREENSHOTS=1 takes them on CI too, =0 skips them anywhere.
 */
export const SCREENSHOTS_TAKEN = process.env.TAIKAI_SCREENSHOTS ? process.env.TAIKAI_SCREENSHOTS !== '0' : !process.env.CI;

/** Saves what `target` shows as tmp/screenshots/`name`.png (when screenshots are taken). */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; omitBackground?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_TAKEN) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), ...options });
}

/** Colours and positions are only final once transitions (a chip turning green, a menu closing) have ended. */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

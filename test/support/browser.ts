import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium, type Page } from 'playwright-core';
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

export function screenshotPath(name: string): string {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}.png`);
}

/** Colours and positions are only final once transitions (a chip turning green, a menu closing) have ended. */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

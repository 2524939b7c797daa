import fs from 'node:fs';
import path from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { REPO_ROOT } from './server-process';

export const SCREENSHOTS = path.join(REPO_ROOT, 'tmp', 'screenshots');

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export function screenshotPath(name: string): string {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}.png`);
}

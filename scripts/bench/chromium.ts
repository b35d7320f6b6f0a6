import { chromium, type Browser } from '@playwright/test';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The system Chromium, with the flags every browser test of the shop uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

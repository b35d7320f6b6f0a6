import { chromium } from 'playwright';
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [320, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 320 ? 720 : 900 }, locale: 'it-IT' });
  page.on('console', (m) => { if (m.type() === 'error') console.log(width, 'console', m.text().slice(0, 160)); });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = path.replace(/[^a-z0-9]+/gi, '_').slice(0, 60) || 'home';
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(width, path, 'overflow', overflow, await page.title());
  }
  await page.close();
}
await browser.close();

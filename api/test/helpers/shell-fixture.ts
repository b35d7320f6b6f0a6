import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PAGE_DATA_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PLACEHOLDER,
} from '@shop/shared/contracts';

export const HASHED_ASSET = 'assets/main.3f9a1c2b7d.js';
export const PLAIN_ASSET = 'favicon.svg';
/** The start of an ICO file: reserved 0, type 1 (icon), one image. */
export const ICON_HEADER = Buffer.from([0, 0, 1, 0, 1, 0]);
/** A start-up chunk the fixture's critical-assets.json names. */
export const SHELL_CHUNK = '325.87eae2be7bb2.js';

/**
 * A stand-in for shell/dist: an index.html with the placeholder and the entry script marked as the
 * build marks it, a hashed and a plain asset.
 */
export function createShellFixture(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-shell-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="__SHOP_LANG__"><head><title>__SHOP_TITLE__</title><script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${RUNTIME_CONFIG_PLACEHOLDER}</script><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">__SHOP_PAGE_DATA__</script></head><body><div id="root"></div><script defer src="/${HASHED_ASSET}" fetchpriority="high"></script></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'critical-assets.json'),
    JSON.stringify({ js: [SHELL_CHUNK], css: ['main.0a1b2c3d4e5f.css'] }),
  );
  writeFileSync(path.join(dir, HASHED_ASSET), 'console.log("shell");');
  writeFileSync(path.join(dir, PLAIN_ASSET), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'favicon.ico'), ICON_HEADER);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

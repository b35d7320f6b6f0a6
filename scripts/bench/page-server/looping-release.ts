import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { goLive, remoteReleasesDir } from '@shop/api/releases';
import { REPO_ROOT } from '../repo-root';

/** The page whose remote's server code loops in the release below. */
export const LOOPING_PAGE = '/pages/newsletter';

/** Where the content remote's server build renders the newsletter page: the loop goes there. */
const NEWSLETTER_PAGE = 'className: "content-page newsletter-page",';
const LOOP = 'className: (() => { for (;;) {} })(),';

/**
 * Releases the content remote's build with its server code looping forever on `LOOPING_PAGE`, as a
 * bad release would, into the shop's releases folder, and makes it live.
 */
export function releaseLoopingContent(releasesDir: string): void {
  const remoteDir = remoteReleasesDir(releasesDir, 'mf-content');
  const version = 'looping-newsletter';
  const folder = path.join(remoteDir, version);
  cpSync(path.join(REPO_ROOT, 'mf-content/dist'), folder, { recursive: true });
  const serverDir = path.join(folder, 'server');
  const patched = readdirSync(serverDir).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(path.join(serverDir, file), 'utf8').includes(NEWSLETTER_PAGE),
  );
  if (patched.length === 0)
    throw new Error(`No server script of mf-content has ${NEWSLETTER_PAGE}`);
  for (const file of patched) {
    const looping = readFileSync(path.join(serverDir, file), 'utf8')
      .split(NEWSLETTER_PAGE)
      .join(LOOP);
    writeFileSync(path.join(serverDir, file), looping);
    writeFileSync(path.join(serverDir, `${file}.br`), brotliCompressSync(looping));
  }
  goLive(remoteDir, version);
}

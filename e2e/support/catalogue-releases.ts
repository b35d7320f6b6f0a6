import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  redeployServerWithRenamedChunks,
  redeployWithRenamedChunks,
  writeWithBrotli,
} from './redeploy';
import { REPO_ROOT } from './shop-server';

const CATALOGUE_DIST = path.join(REPO_ROOT, 'mf-catalogue/dist');
const HASHED = /\.([0-9a-f]{12})\.js$/;

export interface CatalogueChange {
  /** One text changed in the browser build's scripts. */
  browser?: [string, string];
  /** One text changed in the server build's scripts (`server/`, what the page renderer runs). */
  server?: [string, string];
  /** The release whose build this one starts from, as it is: by default the catalogue's build. */
  basedOn?: string;
}

/**
 * A release folder holding the catalogue's build, with the changes asked for. A changed chunk,
 * browser or server, gets a new hash in its name, and the entries and manifest name it, as a real
 * build would (browsers keep hashed files for a year; renderers keep what they loaded).
 */
export function releaseCatalogue(
  remoteDir: string,
  version: string,
  change: CatalogueChange = {},
): void {
  const folder = path.join(remoteDir, version);
  const base = change.basedOn ? path.join(remoteDir, change.basedOn) : CATALOGUE_DIST;
  cpSync(base, folder, { recursive: true });
  if (change.browser) {
    const [from, to] = change.browser;
    const renamed = new Map<string, string>();
    for (const file of readdirSync(folder).filter((name) => HASHED.test(name))) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      if (!source.includes(from)) continue;
      const hash = HASHED.exec(file)?.[1] ?? '';
      const newHash = createHash('sha256').update(`${version}:${hash}`).digest('hex').slice(0, 12);
      renamed.set(hash, newHash);
      rmSync(path.join(folder, file));
      rmSync(path.join(folder, `${file}.br`), { force: true });
      writeWithBrotli(path.join(folder, file.replace(hash, newHash)), source.split(from).join(to));
    }
    redeployWithRenamedChunks(folder, renamed);
  }
  if (change.server) {
    const [from, to] = change.server;
    const serverDir = path.join(folder, 'server');
    const renamed = new Map<string, string>();
    for (const file of readdirSync(serverDir).filter((name) => HASHED.test(name))) {
      const source = readFileSync(path.join(serverDir, file), 'utf8');
      if (!source.includes(from)) continue;
      const hash = HASHED.exec(file)?.[1] ?? '';
      const newHash = createHash('sha256')
        .update(`${version}:server:${hash}`)
        .digest('hex')
        .slice(0, 12);
      renamed.set(hash, newHash);
      rmSync(path.join(serverDir, file));
      writeWithBrotli(
        path.join(serverDir, file.replace(hash, newHash)),
        source.split(from).join(to),
      );
    }
    if (renamed.size === 0) throw new Error(`No server chunk of the catalogue contains ${from}`);
    redeployServerWithRenamedChunks(folder, renamed);
  }
}

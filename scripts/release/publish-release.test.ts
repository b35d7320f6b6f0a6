import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPointer } from '@shop/api/releases';
import { publishRelease } from './publish-release';

let root: string;
let remoteDir: string;
let shellManifest: string;

function build(version: string, contractVersion: string): string {
  const building = path.join(remoteDir, `${version}.building`);
  mkdirSync(building, { recursive: true });
  writeFileSync(
    path.join(building, 'mf-manifest.json'),
    JSON.stringify({ metaData: { shopContractVersion: contractVersion } }),
  );
  return building;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-release-'));
  remoteDir = path.join(root, 'mf-catalogue');
  shellManifest = path.join(root, 'shell-manifest.json');
  writeFileSync(shellManifest, JSON.stringify({ metaData: { shopContractVersion: '0.1.0' } }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const publish = (version: string, contractVersion: string) =>
  publishRelease({
    remote: 'mf-catalogue',
    remoteDir,
    building: build(version, contractVersion),
    version,
    shellManifest,
  });

test('a build the live shell can run goes live', async () => {
  const outcome = await publish('r1', '0.1.0');

  expect(outcome).toMatchObject({ published: true, version: 'r1' });
  expect(readPointer(remoteDir)).toEqual({ live: 'r1', versions: ['r1'] });
  expect(existsSync(path.join(remoteDir, 'r1', 'mf-manifest.json'))).toBe(true);
});

test('a build against a contract the live shell does not provide is refused and nothing changes', async () => {
  await publish('r1', '0.1.0');

  const outcome = await publish('r2', '0.2.0');

  expect(outcome.published).toBe(false);
  expect(!outcome.published && outcome.problem).toMatch(/0\.2\.0.*0\.1\.0/);
  expect(readPointer(remoteDir)).toEqual({ live: 'r1', versions: ['r1'] });
  expect(existsSync(path.join(remoteDir, 'r2'))).toBe(false);
  expect(existsSync(path.join(remoteDir, 'r2.building'))).toBe(false);
});

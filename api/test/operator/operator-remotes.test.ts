import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperatorRemotesResponse } from '@shop/shared/contracts';
import { buildCdnApp } from '../../src/cdn/cdn-app';
import { goLive } from '../../src/cdn/releases';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testConfig } from '../helpers/test-config';

let shop: TestApp;
let cdnClose: () => Promise<void>;
let releasesDir: string;

function release(version: string, contractVersion: string): void {
  const folder = path.join(releasesDir, 'mf-catalogue', version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({ metaData: { shopContractVersion: contractVersion } }),
  );
  goLive(path.join(releasesDir, 'mf-catalogue'), version);
}

beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'shop-operator-releases-'));
  release('r1', '0.1.0');
  release('r2', '0.1.0');
  const defaults = testConfig({ releasesDir });
  const cdn = await buildCdnApp(defaults);
  const cdnUrl = await cdn.listen({ port: 0, host: '127.0.0.1' });
  cdnClose = () => cdn.close();
  shop = await buildTestApp({
    releasesDir,
    remotes: {
      ...defaults.remotes,
      mf_catalogue: {
        ...defaults.remotes.mf_catalogue,
        entry: `${cdnUrl}/mf-catalogue/mf-manifest.json`,
      },
      // Nothing answers here: a remote that is down.
      mf_checkout: {
        ...defaults.remotes.mf_checkout,
        entry: 'http://127.0.0.1:9/mf-manifest.json',
      },
    },
  });
});
afterAll(async () => {
  await shop.close();
  await cdnClose();
  rmSync(releasesDir, { recursive: true, force: true });
});

const remotes = (authorization?: string) =>
  shop.app.inject({
    url: '/api/operator/remotes',
    headers: authorization ? { authorization } : {},
  });

test('refuses a request without the operator token', async () => {
  expect((await remotes()).statusCode).toBe(401);
  expect((await remotes('Bearer wrong')).statusCode).toBe(401);
});

test('lists every remote: its live release, what a rollback brings, and whether it answers', async () => {
  const response = await remotes(`Bearer ${shop.operatorToken}`);

  expect(response.statusCode).toBe(200);
  const body = response.json<OperatorRemotesResponse>();
  expect(body.remotes.map((remote) => remote.remote).sort()).toEqual([
    'mf_account',
    'mf_catalogue',
    'mf_checkout',
    'mf_content',
  ]);
  const catalogue = body.remotes.find((remote) => remote.remote === 'mf_catalogue');
  expect(catalogue).toMatchObject({
    manifestAnswers: true,
    contractVersion: '0.1.0',
    liveRelease: 'r2',
    previousRelease: 'r1',
    releases: ['r2', 'r1'],
  });
  expect(catalogue?.builtAt).toEqual(expect.any(String));
  expect(body.remotes.find((remote) => remote.remote === 'mf_checkout')).toMatchObject({
    manifestAnswers: false,
    contractVersion: null,
    compatibleWithShell: false,
    liveRelease: null,
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperatorRemotesResponse } from '@shop/shared/contracts';
import { buildCdnApp, goLive } from '../../src/cdn';
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

describe('the operators’ page of the live remotes', () => {
  const page = (authorization?: string) =>
    shop.app.inject({
      url: '/operator/remotes',
      headers: authorization ? { authorization } : {},
    });
  const basic = (password: string) =>
    `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;

  test('answers 401 without the token and asks the browser for it', async () => {
    for (const authorization of [undefined, basic('wrong'), 'Bearer wrong', 'Basic !!']) {
      const response = await page(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="operator"/);
      expect(response.body).not.toContain('mf_catalogue');
    }
  });

  test('lists each remote’s live version, build time, contract, health and rollback', async () => {
    const response = await page(basic(shop.operatorToken));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(shop.operatorToken);
    const card = (remote: string) =>
      new RegExp(`<h2>${remote}</h2><dl>(.*?)</dl>`).exec(response.body)?.[1] ?? '';
    const catalogue = card('mf_catalogue');
    expect(catalogue).toContain('<dt>Live version</dt><dd>r2</dd>');
    expect(catalogue).toMatch(/<dt>Built<\/dt><dd><time datetime="\d{4}-/);
    expect(catalogue).toContain('<dt>Contract</dt><dd>0.1.0');
    expect(catalogue).toContain('<dt>Manifest</dt><dd>answers</dd>');
    expect(catalogue).toContain('<dt>Rollback to</dt><dd>r1</dd>');
    expect(card('mf_checkout')).toContain('does not answer');
    // A bearer token works as for the JSON endpoint.
    expect((await page(`Bearer ${shop.operatorToken}`)).statusCode).toBe(200);
  });
});

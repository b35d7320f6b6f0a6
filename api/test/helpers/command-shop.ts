import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { writeServerRecord } from '../../src/state/server-record';
import { buildTestApp, type TestApp } from './build-test-app';

export interface CommandShop {
  /** The listening test shop (once `beforeAll` ran). */
  readonly shop: TestApp;
  /**
   * Runs an operator command's `main` against it, as `npm run …` would against `npm start`'s
   * server: the state folder names it, the token is `token`. Answers the exit code and all it
   * printed.
   */
  run(
    main: (argv: string[]) => Promise<number>,
    argv: string[],
    token: string | undefined,
  ): Promise<{ code: number; output: string }>;
}

/**
 * A test shop listening on a free port, recorded in a state folder of its own as the owner of
 * that folder, for the tests of the operator's terminal commands (which reach the server that owns
 * the state folder they are given). Registers its own `beforeAll` / `afterAll` / `afterEach`.
 */
export function commandShop(name: string): CommandShop {
  let shop: TestApp | undefined;
  const stateDir = mkdtempSync(path.join(tmpdir(), `${name}-state-`));
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    shop = await buildTestApp();
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.app.server.address() as AddressInfo;
    writeServerRecord(stateDir, {
      pid: process.pid,
      host: hostname(),
      startedAt: new Date().toISOString(),
      app: `http://127.0.0.1:${port}`,
      database: 'pglite:memory',
    });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });
  afterEach(() => {
    process.env = { ...savedEnv };
    jest.restoreAllMocks();
  });

  return {
    get shop() {
      if (!shop) throw new Error('The command shop starts in beforeAll');
      return shop;
    },
    async run(main, argv, token) {
      process.env = {
        ...savedEnv,
        STATE_DIR: stateDir,
        OPERATOR_TOKEN: token ?? '',
        OPERATOR_TOKEN_FILE: '/nonexistent/operator-token',
      };
      const lines: string[] = [];
      jest.spyOn(console, 'log').mockImplementation((text: string) => lines.push(text));
      jest.spyOn(console, 'error').mockImplementation((text: string) => lines.push(text));
      const code = await main(argv);
      return { code, output: lines.join('\n') };
    },
  };
}

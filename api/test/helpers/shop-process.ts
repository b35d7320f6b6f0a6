import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

export interface ShopProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** `npm start`'s server (`api/src/main.ts`, from source) in a process of its own, on free ports. */
export function spawnShop(env: Record<string, string>): ShopProcess {
  // One process (node with tsx's loader), not the tsx command, which runs the server in a child:
  // a signal must reach the server itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        CDN_PORT: '0',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => output, exited };
}

/**
 * The shop server's origin (http://127.0.0.1:PORT) once it says it is running. A first start
 * compiles the server with tsx and seeds a fresh database: on a busy 2-core machine (another test
 * run beside this one) that has taken over a minute, so the wait is only a guard against a hang.
 */
export async function shopOrigin(shop: ShopProcess, timeoutMs = 180_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const printed = /API health\s+(http:\/\/[^/\s]+)\/api\/health/.exec(shop.output());
    if (printed?.[1]) return printed[1];
    if (shop.child.exitCode !== null || shop.child.signalCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shop did not start:\n${shop.output()}`);
}

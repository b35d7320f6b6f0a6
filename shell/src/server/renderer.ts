import fs from 'node:fs';
import { isRenderJob, type RenderJob, type RendererMessage } from '@shop/shared';
import { renderPage } from './render-page';
import { registerServerRemotes, type RemoteManifestUrls } from './server-remotes';

/** The longest a renderer waits for the remotes' pages before it takes jobs without them. */
const WARM_UP_LIMIT_MS = 5_000;

// Federation's Node runtime asks whether a remote's chunk is on disk before fetching it from the
// remote's origin. `existsSync` answers false on any error, but the permission model this program
// runs under throws for a path it may not read (Node 20): answer false there too.
const existsSync = fs.existsSync.bind(fs);
fs.existsSync = (file) => {
  try {
    return existsSync(file);
  } catch {
    return false;
  }
};

/**
 * The page renderer's program: the page server starts it in processes of its own and sends it
 * pages to render over IPC; it streams each one back, piece by piece. Everything the remotes' server
 * code can reach is here: no environment, no files beyond this build, no database.
 */
function send(message: RendererMessage): void {
  process.send?.(message);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function render({
  id,
  input,
  withPage,
  scriptNonce,
  frameHoldMs,
  regionDeadlineMs,
}: RenderJob): Promise<void> {
  try {
    await renderPage(
      input,
      { write: (html) => send({ kind: 'html', id, html }), end: () => send({ kind: 'end', id }) },
      {
        withPage,
        scriptNonce,
        frameHoldMs,
        regionDeadlineMs,
        onRegionError: (error) => send({ kind: 'region-failed', id, message: describe(error) }),
      },
    );
  } catch (error) {
    send({ kind: 'failed', id, message: describe(error) });
  }
}

/**
 * Loads every remote's pages before taking jobs, so a page finds its remote there and goes out
 * whole: the manifests' URLs come as the program's argument (it has no environment).
 */
async function warmUp(): Promise<void> {
  const manifests = JSON.parse(process.argv[2] ?? 'null') as RemoteManifestUrls | null;
  if (!manifests) return;
  await Promise.race([
    registerServerRemotes(manifests),
    new Promise((resolve) => setTimeout(resolve, WARM_UP_LIMIT_MS).unref()),
  ]);
}

process.on('message', (job: unknown) => {
  if (isRenderJob(job)) void render(job);
});
// The page server goes away: so does its renderer.
process.on('disconnect', () => process.exit(0));
void warmUp().finally(() => send({ kind: 'ready' }));

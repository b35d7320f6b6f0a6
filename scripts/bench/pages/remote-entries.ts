import { request } from 'node:http';
import { kb, measured, type Figures } from '../figures';

/** The runtime config the server puts in every page: where each remote's manifest lives. */
interface RuntimeConfigRemotes {
  remotes: Record<string, { entry: string }>;
}

interface Manifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
}

/** Bytes of a response body as sent, with the compression a browser asks for. */
function servedBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') })
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function toLoopback(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname.endsWith('localhost')) parsed.hostname = '127.0.0.1';
  return parsed.toString();
}

/**
 * Each remote's `remoteEntry.js` as the CDN serves it (gzip), found the way the shell finds it:
 * the runtime config in the page names the manifest, the manifest names the entry.
 */
export async function measureRemoteEntries(html: string): Promise<Figures> {
  // Attribute quoting and order are the HTML minifier's business, not ours.
  const json = /<script[^>]*\bid=["']?shop-runtime-config\b["']?[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!json) throw new Error('The page carries no runtime config');
  const config = JSON.parse(json) as RuntimeConfigRemotes;
  const figures: Figures = {};
  for (const [name, { entry: manifestUrl }] of Object.entries(config.remotes)) {
    const manifest = (await (await fetch(toLoopback(manifestUrl))).json()) as Manifest;
    const { path: entryPath, name: entryName } = manifest.metaData.remoteEntry;
    const entryUrl = new URL(
      [entryPath, entryName].filter(Boolean).join('/'),
      manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
        ? manifest.metaData.publicPath
        : manifestUrl,
    ).toString();
    const { bytes, encoding } = await servedBytes(toLoopback(entryUrl));
    figures[`remotes.${packageName(name)}.entry-gzip-kb`] = measured(kb(bytes), 'KB', encoding);
  }
  return figures;
}

/** `mf_catalogue` or `catalogue` → `mf-catalogue`, the package name the budgets use. */
const packageName = (remote: string): string =>
  remote.startsWith('mf') ? remote.replace('_', '-') : `mf-${remote}`;

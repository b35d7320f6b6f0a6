import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  REMOTE_ROUTES_MODULE,
  type RemoteName,
  type RuntimeConfig,
} from '@shop/shared';
import { contractCheckPlugin } from '../remotes/contract-check-plugin';
import { SHELL_CONTRACT_VERSION } from '../remotes/contract-version';
import { forgetRemoteComponent, preloadRemoteComponent } from '../remotes/lazy-remote-component';

let registered: string | null = null;
let loaded: Promise<void> = Promise.resolve();

/** Each remote's manifest URL, by remote. */
export type RemoteManifestUrls = Record<RemoteName, string>;

export function manifestUrlsOf(config: RuntimeConfig): RemoteManifestUrls {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remotes[name].entry]),
  ) as RemoteManifestUrls;
}

/**
 * Tells the renderer's federation runtime where each remote's manifest is, which names the
 * remote's server container (`ssrRemoteEntry`) beside its browser entry. Done again only when a
 * manifest moves (a developer's override): registering again forgets what that remote loaded.
 * Every remote's pages start loading at once; the promise settles when they are there (or failed).
 */
export function registerServerRemotes(manifests: RemoteManifestUrls): Promise<void> {
  const remotes = REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] }));
  const key = JSON.stringify(remotes);
  if (key === registered) return loaded;
  if (registered === null) registerPlugins([contractCheckPlugin(SHELL_CONTRACT_VERSION)]);
  else forgetRemoteComponent();
  registerRemotes(remotes, { force: true });
  registered = key;
  loaded = Promise.all(
    REMOTE_NAMES.map((name) => preloadRemoteComponent(name, REMOTE_ROUTES_MODULE)),
  ).then(() => undefined);
  return loaded;
}

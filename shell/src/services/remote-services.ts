import { useSyncExternalStore } from 'react';
import { REMOTE_SERVICES, type RemoteName, type RemoteServiceModule } from '@shop/shared';
import { loadRemoteModule, type LoadOptions } from '../remotes/load-remote-module';

export type ServiceStatus = 'starting' | 'running' | 'failed';

const statuses = new Map<RemoteName, ServiceStatus>();
const listeners = new Set<() => void>();

function setStatus(remote: RemoteName, status: ServiceStatus): void {
  statuses.set(remote, status);
  for (const listener of listeners) listener();
}

function isServiceModule(module: unknown): module is RemoteServiceModule {
  return typeof (module as Partial<RemoteServiceModule> | null)?.start === 'function';
}

/**
 * Starts every remote's page-wide service (spec: auth state from start-up). A remote that cannot
 * be loaded is marked failed, so nothing waits for it forever.
 */
export async function startRemoteServices(options?: LoadOptions): Promise<void> {
  await Promise.all(
    REMOTE_SERVICES.map(async ({ remote, module }) => {
      setStatus(remote, 'starting');
      try {
        const service = await loadRemoteModule(remote, module, isServiceModule, options);
        service.start();
        setStatus(remote, 'running');
      } catch (error) {
        console.error(`The ${remote} service could not start`, error);
        setStatus(remote, 'failed');
      }
    }),
  );
}

export function serviceStatus(remote: RemoteName): ServiceStatus | undefined {
  return statuses.get(remote);
}

export function useServiceStatus(remote: RemoteName): ServiceStatus | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => statuses.get(remote),
    // The server starts no service; a page it rendered hydrates as "not started yet".
    () => undefined,
  );
}

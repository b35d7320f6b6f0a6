import {
  DEFAULT_LOCALE,
  errorMessage,
  getEventBus,
  REMOTE_SERVICES,
  useClientStore,
  type BusCommandTopic,
  type BusPayload,
  type EventBus,
  type RemoteName,
  type RemoteServiceModule,
} from '@shop/shared';
import { loadRemoteModule, type LoadOptions } from '../remotes/load-remote-module';

export type ServiceStatus = 'starting' | 'running' | 'failed';

type ServiceRemote = (typeof REMOTE_SERVICES)[number]['remote'];

const statuses = new Map<RemoteName, ServiceStatus>();
const starts = new Map<RemoteName, Promise<boolean>>();
const listeners = new Set<() => void>();

function setStatus(remote: RemoteName, status: ServiceStatus): void {
  statuses.set(remote, status);
  for (const listener of listeners) listener();
}

function isServiceModule(module: unknown): module is RemoteServiceModule {
  return typeof (module as Partial<RemoteServiceModule> | null)?.start === 'function';
}

function isServiceRemote(remote: RemoteName): remote is ServiceRemote {
  return REMOTE_SERVICES.some((service) => service.remote === remote);
}

/**
 * Starts `remote`'s page-wide service if it has one and it has not started yet; resolves to
 * whether it runs. A remote that cannot be loaded is marked failed, so nothing waits for it
 * forever (a later call tries again).
 */
export function ensureRemoteService(remote: RemoteName, options?: LoadOptions): Promise<boolean> {
  const service = REMOTE_SERVICES.find((candidate) => candidate.remote === remote);
  if (!service) return Promise.resolve(false);
  const started = starts.get(remote);
  if (started && statuses.get(remote) !== 'failed') return started;
  setStatus(remote, 'starting');
  const starting = loadRemoteModule(remote, service.module, isServiceModule, options).then(
    (module) => {
      module.start();
      setStatus(remote, 'running');
      return true;
    },
    (error: unknown) => {
      console.error(`The ${remote} service could not start`, error);
      setStatus(remote, 'failed');
      return false;
    },
  );
  starts.set(remote, starting);
  return starting;
}

/**
 * Starts each service the first time one of its commands is published, then hands that command
 * over: the shopper's first "add to cart" loads the cart service instead of every page loading it
 * at boot. Returns the function that stops watching.
 */
export function startServicesOnCommand(
  bus: EventBus = getEventBus(),
  options?: LoadOptions,
): () => void {
  const stops = REMOTE_SERVICES.flatMap((service) =>
    service.commands.map((topic) =>
      watchCommand(bus, service.remote, topic, 'answersOn' in service, options),
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

function watchCommand<T extends BusCommandTopic>(
  bus: EventBus,
  remote: ServiceRemote,
  topic: T,
  answersOnCart: boolean,
  options?: LoadOptions,
): () => void {
  return bus.subscribe(topic, (command: BusPayload<T>) => {
    // A running service heard the command itself.
    if (statuses.get(remote) === 'running') return;
    void ensureRemoteService(remote, options).then((running) => {
      if (running) bus.publish(topic, command);
      else if (answersOnCart) refuseForDeadService(bus, command);
    });
  });
}

/**
 * The cart's owner could not start: the shopper is told (the cart's toast shows refusals), and the
 * command's sender, by its id, stops waiting. In the page's language.
 */
function refuseForDeadService(bus: EventBus, command: object): void {
  const commandId = 'commandId' in command ? command.commandId : undefined;
  const locale = bus.getSnapshot('shell:locale')?.locale ?? DEFAULT_LOCALE;
  bus.publish('checkout:cart-notification', {
    kind: 'refused',
    message: errorMessage('generic', locale),
    ...(typeof commandId === 'string' && { commandId }),
  });
}

/**
 * Starts the service a page of `remote` relies on (the account pages on auto-login, the cart page
 * on the cart service); one whose remote's pages keep their state themselves is left to its
 * commands and to sign-ins.
 */
export function startServiceForPage(remote: RemoteName, options?: LoadOptions): Promise<boolean> {
  const service = REMOTE_SERVICES.find((candidate) => candidate.remote === remote);
  if (service && 'startsWithPages' in service) return Promise.resolve(false);
  return ensureRemoteService(remote, options);
}

/** Whether `remote` has a page-wide service (the shell starts it with the remote's pages). */
export function hasRemoteService(remote: RemoteName): boolean {
  return isServiceRemote(remote);
}

export function serviceStatus(remote: RemoteName): ServiceStatus | undefined {
  return statuses.get(remote);
}

export function useServiceStatus(remote: RemoteName): ServiceStatus | undefined {
  return useClientStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => statuses.get(remote),
    // The server starts no service; a page it rendered hydrates as "not started yet".
    () => undefined,
  );
}

/** Forgets every service (tests). */
export function resetRemoteServices(): void {
  statuses.clear();
  starts.clear();
}

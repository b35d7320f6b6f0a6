import { REMOTE_NAMES, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@shop/shared';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Reads the configuration the server wrote into the page; remote locations come only from here. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent)
    throw new RuntimeConfigError('The page carries no runtime configuration.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent);
  } catch {
    throw new RuntimeConfigError(
      'The runtime configuration is not valid JSON; is the page served by the shop server?',
    );
  }
  if (!isRuntimeConfig(parsed))
    throw new RuntimeConfigError('The runtime configuration has an unknown shape.');
  return parsed;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<RuntimeConfig>;
  return (
    config.version === 1 &&
    typeof config.apiBase === 'string' &&
    typeof config.remotes === 'object' &&
    config.remotes !== null &&
    REMOTE_NAMES.every((name) => {
      const location = config.remotes?.[name];
      return (
        typeof location?.entry === 'string' &&
        (location.script === undefined || typeof location.script === 'string')
      );
    })
  );
}

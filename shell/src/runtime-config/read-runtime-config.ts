import {
  LOCALES,
  REMOTE_NAMES,
  RUNTIME_CONFIG_ELEMENT_ID,
  STORE_IDS,
  type RuntimeConfig,
} from '@shop/shared';

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

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isNamePerLocale(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const names = value as Partial<Record<string, unknown>>;
  return LOCALES.every((locale) => typeof names[locale] === 'string');
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<Record<keyof RuntimeConfig, unknown>>;
  const origins = config.storeOrigins as Partial<Record<string, unknown>> | null | undefined;
  const remotes = config.remotes as Partial<
    Record<string, { entry?: unknown; script?: unknown; contractVersion?: unknown } | null>
  > | null;
  return (
    config.version === 1 &&
    (STORE_IDS as readonly unknown[]).includes(config.store) &&
    typeof origins === 'object' &&
    origins !== null &&
    STORE_IDS.every((store) => isHttpUrl(origins[store])) &&
    typeof config.apiBase === 'string' &&
    (config.detectedCountry === null || typeof config.detectedCountry === 'string') &&
    (config.detectedCountryNames === undefined || isNamePerLocale(config.detectedCountryNames)) &&
    typeof remotes === 'object' &&
    remotes !== null &&
    REMOTE_NAMES.every((name) => {
      const location = remotes[name];
      return (
        isHttpUrl(location?.entry) &&
        (location?.script === undefined || isHttpUrl(location.script)) &&
        (location?.contractVersion === undefined || typeof location.contractVersion === 'string')
      );
    })
  );
}

import type { RateLimitRule, TrustProxy } from './app-config';

export type Env = Record<string, string | undefined>;

/**
 * One environment variable: what it means and its default as the README says them, and how its
 * text is read. `read` gets the raw value (undefined when unset or empty) and throws a message that
 * names the variable when the value is wrong. A default that depends on another variable (a store
 * URL on `PORT`) is applied by `loadConfig`; its `read` then answers undefined for unset.
 */
export interface Setting<Value> {
  about: string;
  shownDefault: string;
  read: (raw: string | undefined, name: string, env: Env) => Value;
}

type Described = { about: string; shownDefault?: string };

const shown = (value: unknown) => `\`${String(value)}\``;

function wholeNumber(
  fallback: number,
  min: number,
  max: number,
  wanted: string,
  { about, shownDefault }: Described,
): Setting<number> {
  return {
    about,
    shownDefault: shownDefault ?? shown(fallback),
    read(raw, name) {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new Error(`${name} must be ${wanted}, got "${raw}"`);
      }
      return value;
    },
  };
}

export const port = (fallback: number, described: Described) =>
  wholeNumber(fallback, 0, 65535, 'a port number between 0 and 65535', described);

export const positiveInteger = (fallback: number, described: Described) =>
  wholeNumber(fallback, 1, Number.MAX_SAFE_INTEGER, 'a positive whole number', described);

export const nonNegativeInteger = (fallback: number, described: Described) =>
  wholeNumber(fallback, 0, Number.MAX_SAFE_INTEGER, 'a whole number of 0 or more', described);

export const integerBetween = (fallback: number, min: number, max: number, described: Described) =>
  wholeNumber(fallback, min, max, `a whole number from ${min} to ${max}`, described);

/** "5/3600": five requests per 3600 seconds. */
export function rateLimit(fallback: RateLimitRule, described: Described): Setting<RateLimitRule> {
  return {
    about: described.about,
    shownDefault: described.shownDefault ?? shown(`${fallback.limit}/${fallback.windowSeconds}`),
    read(raw, name) {
      if (raw === undefined) return fallback;
      const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
      const limit = Number(match?.[1]);
      const windowSeconds = Number(match?.[2]);
      if (!match || limit < 1 || windowSeconds < 1) {
        throw new Error(`${name} must be "<requests>/<seconds>", e.g. "5/3600", got "${raw}"`);
      }
      return { limit, windowSeconds };
    },
  };
}

/** on/off (also true/false, 1/0, any case). */
export function onOff(fallback: boolean, described: Described): Setting<boolean> {
  return {
    about: described.about,
    shownDefault: described.shownDefault ?? (fallback ? '`on`' : '`off`'),
    read(raw, name) {
      const value = raw?.trim().toLowerCase();
      if (!value) return fallback;
      if (value === 'on' || value === 'true' || value === '1') return true;
      if (value === 'off' || value === 'false' || value === '0') return false;
      throw new Error(`${name} must be "on" or "off", got "${raw}"`);
    },
  };
}

/** Free text; `fallback` when unset. */
export function text(fallback: string, described: Described): Setting<string>;
export function text(
  fallback: null,
  described: Described & { shownDefault: string },
): Setting<string | null>;
export function text(fallback: string | null, described: Described): Setting<string | null> {
  return {
    about: described.about,
    shownDefault: described.shownDefault ?? shown(fallback),
    read: (raw) => raw ?? fallback,
  };
}

/** An absolute URL, normalized; undefined when unset (its default comes from other settings). */
export function url(described: Described & { shownDefault: string }): Setting<string | undefined> {
  return {
    ...described,
    read(raw, name) {
      if (raw === undefined) return undefined;
      try {
        return new URL(raw).href;
      } catch {
        throw new Error(`${name} must be an absolute URL, got "${raw}"`);
      }
    },
  };
}

/** A folder or file, made absolute; undefined when unset (its default depends on others). */
export function filePath(
  described: Described & { shownDefault: string },
): Setting<string | undefined> {
  return { ...described, read: (raw) => raw };
}

/** One of `choices`. */
export function choice<Choice extends string>(
  choices: readonly Choice[],
  fallback: Choice,
  described: Described,
): Setting<Choice> {
  return {
    about: described.about,
    shownDefault: described.shownDefault ?? shown(fallback),
    read(raw, name) {
      if (raw === undefined) return fallback;
      if (!(choices as readonly string[]).includes(raw)) {
        throw new Error(`${name} must be ${choices.join(' or ')}, got "${raw}"`);
      }
      return raw as Choice;
    },
  };
}

/** `false`, `true`, a number of proxy hops, or comma-separated addresses and CIDRs. */
export function trustProxy(described: Described): Setting<TrustProxy> {
  return {
    about: described.about,
    shownDefault: described.shownDefault ?? '`false`',
    read(raw) {
      if (!raw || raw === 'false' || raw === '0') return false;
      if (raw === 'true') return true;
      if (/^\d+$/.test(raw)) return Number(raw);
      return raw
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean);
    },
  };
}

/** A setting for development only: set when NODE_ENV=production, the server refuses to start. */
export function developmentOnly<Value>(setting: Setting<Value>): Setting<Value> {
  return {
    ...setting,
    about: `${setting.about}; refused when \`NODE_ENV=production\``,
    read(raw, name, env) {
      const value = setting.read(raw, name, env);
      const on = Array.isArray(value) ? value.length > 0 : Boolean(value);
      if (on && env.NODE_ENV === 'production') {
        throw new Error(`${name} is refused when NODE_ENV=production`);
      }
      return value;
    },
  };
}

/** A variable the server no longer reads: set, it stops the server with what replaced it. */
export function retired(replacement: string): Setting<undefined> {
  return {
    about: `no longer read: ${replacement}`,
    shownDefault: '',
    read(raw, name) {
      if (raw !== undefined) throw new Error(`${name} is no longer read: ${replacement}`);
      return undefined;
    },
  };
}

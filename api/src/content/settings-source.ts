import type { GlobalSettings, Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/schema';
import { findGlobalSettings } from './settings-repository';

/** The shop's settings in a locale (the top bar's messages), or null when none are set. */
export interface SettingsSource {
  settings(locale: Locale): Promise<GlobalSettings | null>;
}

/** The settings through a short cache: one database read per locale per `maxAgeMs`. */
export function createSettingsCache(
  db: Kysely<Database>,
  { maxAgeMs }: { maxAgeMs: number },
): SettingsSource {
  const settings = new TtlCache<Locale, GlobalSettings | null>(maxAgeMs);
  return { settings: (locale) => settings.get(locale, () => findGlobalSettings(db, locale)) };
}

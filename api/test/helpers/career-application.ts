import { CAREER_PRIVACY_TEXT_VERSION } from '@shop/shared/contracts/careers';
import type { MultipartPart } from './cv-files';

/** The text fields of a complete job application, as the careers form sends them. */
export function applicationFields(overrides: Record<string, string | null> = {}): MultipartPart[] {
  const values: Record<string, string | null> = {
    name: 'Giulia Bianchi',
    email: 'giulia.bianchi@example.it',
    phone: '+39 333 123 4567',
    position: 'junior-designer',
    website: 'https://giulia-bianchi.example.com/portfolio',
    message: 'Vorrei entrare nel vostro ufficio stile.',
    privacyConsent: 'yes',
    privacyTextVersion: CAREER_PRIVACY_TEXT_VERSION,
    ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) =>
    value === null ? [] : [{ name, value }],
  );
}

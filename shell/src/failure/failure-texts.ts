/**
 * What the shopper reads when the shop itself could not start or crashed. Both languages at once
 * and no i18next: the failure may be i18next, the runtime config or a chunk that did not arrive.
 */
export const FAILURE_TEXTS = {
  it: {
    title: 'Il negozio non si è caricato',
    body: 'Qualcosa non ha funzionato. Ricarica la pagina per riprovare.',
    reload: 'Ricarica la pagina',
  },
  en: {
    title: 'The shop did not load',
    body: 'Something went wrong. Reload the page to try again.',
    reload: 'Reload the page',
  },
} as const;

export const FAILURE_LOCALES = ['it', 'en'] as const;

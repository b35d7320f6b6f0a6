import type { i18n } from 'i18next';
import { addNamespace, getI18n } from '@shop/shared';

/** i18next namespace of the country picker, modal and suggestion popup. */
export const COUNTRY_NAMESPACE = 'country';

const it = {
  picker: {
    label: 'Paese di spedizione',
    international: 'Internazionale',
  },
  modal: {
    title: 'Scegli il paese di spedizione',
    intro:
      'Il negozio italiano spedisce solo in Italia; per gli altri paesi ti portiamo al negozio internazionale.',
    country: 'Paese',
    placeholder: 'Seleziona un paese',
    required: 'Scegli un paese per continuare.',
    confirm: 'Conferma',
    leaving: 'Ti stiamo portando al negozio per {{country}}, con il tuo carrello…',
  },
  // The Italian locale suggests the international store; the English one the Italian store.
  suggestion: {
    title: "Spedisci fuori dall'Italia?",
    body: 'Ti colleghi da: {{country}}. Il negozio italiano spedisce solo in Italia; per spedire altrove usa il negozio internazionale.',
    stay: 'Resta sul negozio italiano',
    go: 'Vai al negozio internazionale',
  },
};

const en: typeof it = {
  picker: {
    label: 'Shipping country',
    international: 'International',
  },
  modal: {
    title: 'Choose your shipping country',
    intro:
      'The Italian store ships within Italy only; for any other country we take you to the international store.',
    country: 'Country',
    placeholder: 'Select a country',
    required: 'Choose a country to continue.',
    confirm: 'Confirm',
    leaving: 'Taking you to the store for {{country}}, with your cart…',
  },
  suggestion: {
    title: 'Shipping to Italy?',
    body: 'You seem to be in {{country}}. Orders to Italy ship from the Italian store.',
    stay: 'Stay on the international store',
    go: 'Go to the Italian store',
  },
};

/** Registers the country texts in the page-wide i18next instance; call once at start-up. */
export function registerCountryTexts(instance: i18n = getI18n()): void {
  addNamespace(COUNTRY_NAMESPACE, { it, en }, instance);
}

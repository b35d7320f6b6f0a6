import type { GlobalMessageLink, Locale } from '@shop/shared/contracts';

export interface SeedSettings {
  background: string;
  color: string;
  messages: { text: string; link: GlobalMessageLink | null }[];
}

/** The top message bar as first published; editors change it in the database afterwards. */
export const SEED_SETTINGS: Record<Locale, SeedSettings> = {
  it: {
    background: '#1d1d1b',
    color: '#ffffff',
    messages: [
      {
        text: 'Spedizione gratuita per ordini a partire da 250 €',
        link: { label: 'Scopri di più', url: '/pages/shipping' },
      },
      {
        text: 'Iscriviti alla newsletter: 10% di sconto sul primo ordine',
        link: { label: 'Iscriviti', url: '/pages/newsletter' },
      },
      {
        text: 'Resi accettati entro 14 giorni lavorativi dal ricevimento',
        link: { label: 'Come effettuare un reso', url: '/pages/returns' },
      },
    ],
  },
  en: {
    background: '#1d1d1b',
    color: '#ffffff',
    messages: [
      {
        text: 'Free shipping on orders of €250 or more',
        link: { label: 'Find out more', url: '/en/pages/shipping' },
      },
      {
        text: 'Sign up to our newsletter: 10% off your first order',
        link: { label: 'Sign up', url: '/en/pages/newsletter' },
      },
      {
        text: 'Returns accepted within 14 working days of receipt',
        link: { label: 'How to return', url: '/en/pages/returns' },
      },
    ],
  },
};

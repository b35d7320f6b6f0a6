import type { CarrierId, Locale } from '@shop/shared/contracts';

interface Carrier {
  name: string;
  /** The carrier's public page for one parcel. */
  trackingUrl: (trackingNumber: string, language: Locale) => string;
}

const param = encodeURIComponent;

/**
 * The carriers the shop ships with and where each one shows a parcel's journey. The pages are
 * the carriers' own: when one moves its tracking page, this table is the one place to change.
 */
export const CARRIERS: Record<CarrierId, Carrier> = {
  brt: {
    name: 'BRT',
    trackingUrl: (number) =>
      `https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=${param(number)}`,
  },
  gls: {
    name: 'GLS',
    trackingUrl: (number) => `https://gls-group.eu/EU/en/parcel-tracking?match=${param(number)}`,
  },
  poste: {
    name: 'Poste Italiane',
    trackingUrl: (number) =>
      `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${param(number)}`,
  },
  dhl: {
    name: 'DHL',
    trackingUrl: (number, language) =>
      `https://www.dhl.com/${language === 'it' ? 'it-it' : 'it-en'}/home/tracking.html?tracking-id=${param(number)}&submit=1`,
  },
  ups: {
    name: 'UPS',
    trackingUrl: (number, language) =>
      `https://www.ups.com/track?loc=${language === 'it' ? 'it_IT' : 'en_IT'}&tracknum=${param(number)}`,
  },
};

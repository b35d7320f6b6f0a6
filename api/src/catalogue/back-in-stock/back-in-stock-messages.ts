import type { Locale } from '@shop/shared/contracts';
import { errorMessages } from '@shop/shared/validation';

export const backInStockMessages = {
  it: {
    recorded: (size: string) =>
      `Fatto: ti scriveremo una sola volta, appena la taglia ${size} torna disponibile.`,
    inStock: 'Questa taglia è disponibile: puoi aggiungerla al carrello.',
    unknownVariant: errorMessages.it.productNotAvailable,
    tooManyRequests: 'Troppe richieste: riprova tra qualche minuto.',
  },
  en: {
    recorded: (size: string) => `Done: we will write to you once, as soon as size ${size} is back.`,
    inStock: 'This size is available: you can add it to your cart.',
    unknownVariant: errorMessages.en.productNotAvailable,
    tooManyRequests: 'Too many requests: please try again in a few minutes.',
  },
} satisfies Record<Locale, unknown>;

import { ADDRESSES_MAX_PER_CUSTOMER, type Locale } from '@shop/shared/contracts';

export interface AddressMessages {
  created: string;
  updated: string;
  deleted: string;
  /** No such address of this customer: another customer's answers the same. */
  notFound: string;
  /** The customer already keeps `ADDRESSES_MAX_PER_CUSTOMER` addresses. */
  tooMany: string;
}

export const addressMessages: Record<Locale, AddressMessages> = {
  it: {
    created: 'Indirizzo salvato',
    updated: 'Indirizzo aggiornato',
    deleted: 'Indirizzo eliminato',
    notFound: 'Indirizzo non trovato',
    tooMany: `Puoi salvare al massimo ${ADDRESSES_MAX_PER_CUSTOMER} indirizzi: eliminane uno per aggiungerne un altro`,
  },
  en: {
    created: 'Address saved',
    updated: 'Address updated',
    deleted: 'Address deleted',
    notFound: 'Address not found',
    tooMany: `You can save at most ${ADDRESSES_MAX_PER_CUSTOMER} addresses: delete one to add another`,
  },
};

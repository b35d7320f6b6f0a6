import type { AddressCountryCode } from '../countries/countries';

/** The most addresses one customer may keep; one more answers 409 with a message. */
export const ADDRESSES_MAX_PER_CUSTOMER = 20;

/**
 * Spec §3 Address as the form fills it in and `POST /api/account/addresses` takes it. Every field
 * is required but `additionalInfo`, and but what the country does not ask for (`addressFormat`):
 * the fiscal code outside Italy, the region where a country has no list of them, the postal code
 * where it has none; those are stored as "". `phonePrefix` and `phoneNumber` are cleaned as spec
 * §5 says (everything but digits, dots and commas dropped, then the commas) and stored as digits.
 */
export interface AddressFields {
  name: string;
  lastName: string;
  streetAddress: string;
  streetNumber: string;
  /** Optional: staircase, floor, intercom name… An empty string when there is none. */
  additionalInfo?: string;
  /** Italy: a province code ("MI"); US, Canada, Australia: a state or province code. */
  province: string;
  /** One of the countries the shop ships to (`ADDRESS_COUNTRY_CODES`). */
  country: AddressCountryCode;
  city: string;
  postalCode: string;
  /** The international dialling code, e.g. "+39". */
  phonePrefix: string;
  phoneNumber: string;
  /** Italy only: a person's codice fiscale; "" elsewhere. */
  fiscalCode: string;
}

/** A saved address as the API answers it. */
export interface SavedAddress extends Required<AddressFields> {
  id: number;
  isDefault: boolean;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/account/addresses`: the default address first, then the others oldest first. */
export interface AddressListResponse {
  addresses: SavedAddress[];
}

/**
 * `GET /api/account/addresses/{id}` answers one `SavedAddress`; another customer's address, like
 * one that does not exist, answers 404 `{ message }`.
 */
export type AddressResponse = SavedAddress;

/** The answer of `POST` and `PATCH`: a message to show and the address as stored. */
export interface AddressChangeResponse {
  message: string;
  address: SavedAddress;
}

/**
 * `DELETE /api/account/addresses/{id}`. Deleting the default address makes the oldest remaining
 * one the default. Another customer's address, like one that does not exist, answers 404.
 */
export interface AddressDeleteResponse {
  message: string;
}

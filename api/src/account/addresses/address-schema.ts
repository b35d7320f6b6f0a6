import { LOCALES, type AddressFields, type Locale } from '@shop/shared/contracts';
import {
  ADDRESS_FIELD_ORDER,
  ADDRESS_MAX_LENGTH,
  addressProblem,
  cleanAddress,
  type AddressFieldName,
} from '@shop/shared/validation';
import { Type, type Static } from '@fastify/type-provider-typebox';

// Each body is checked twice, like the auth bodies: by its TypeBox schema for shape and type, and
// by `addressProblem` (shared with the form) for the first problem in form order with spec §5's
// texts in the request's language. A body the schema refuses gets that message too, else
// "invalid request".

const language = Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] });
/** A little slack over the longest value: the field rule, not the schema, names the problem. */
const text = (field: AddressFieldName) =>
  Type.String({ maxLength: ADDRESS_MAX_LENGTH[field] + 50 });

const fields = Object.fromEntries(ADDRESS_FIELD_ORDER.map((field) => [field, text(field)])) as {
  [field in AddressFieldName]: ReturnType<typeof text>;
};

/** `POST /api/account/addresses` (`AddressRequest`). */
export const AddressBody = Type.Object(
  {
    ...fields,
    additionalInfo: Type.Optional(fields.additionalInfo),
    isDefault: Type.Optional(Type.Boolean()),
    language: Type.Optional(language),
  },
  { additionalProperties: false },
);
export type AddressBody = Static<typeof AddressBody>;

/** `PATCH /api/account/addresses/{id}` (`AddressPatchRequest`): any of the same fields. */
export const AddressPatchBody = Type.Partial(AddressBody, { additionalProperties: false });
export type AddressPatchBody = Static<typeof AddressPatchBody>;

/** An id in the path: a positive integer of at most 9 digits, else the address is not found. */
export const AddressParams = Type.Object({ id: Type.String() });
export const AddressQuery = Type.Object({ lang: Type.Optional(language) });

export function addressIdOf(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function newAddressProblem(body: unknown, locale: Locale): string | null {
  return addressProblem(fieldsOf(body), locale);
}

export function addressPatchProblem(body: unknown, locale: Locale): string | null {
  return addressProblem(fieldsOf(body), locale, { partial: true });
}

/** The stored form of an accepted body's address fields. */
export function addressFieldsOf(body: AddressPatchBody): Partial<AddressFields> {
  return cleanAddress(body);
}

import { LOCALES, type AddressFields, type Locale } from '@shop/shared/contracts';
import {
  ADDRESS_FIELD_ORDER,
  ADDRESS_MAX_LENGTH,
  addressProblem,
  completeAddress,
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
    // What a country does not ask for may be left out: the rule says what it needs.
    additionalInfo: Type.Optional(fields.additionalInfo),
    province: Type.Optional(fields.province),
    postalCode: Type.Optional(fields.postalCode),
    fiscalCode: Type.Optional(fields.fiscalCode),
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

/** The stored form of an accepted new address: what its country does not ask for, empty. */
export function newAddressFields(body: AddressBody): AddressFields {
  return completeAddress(body);
}

/** Whether a PATCH changes the address itself, not only which one is the default. */
export function changesAddressFields(body: AddressPatchBody): boolean {
  return ADDRESS_FIELD_ORDER.some((field) => field in body);
}

/**
 * A saved address with a PATCH's fields over it, checked whole: a CAP is judged against the
 * province kept, a new country asks for its own fields. An address saved before today's rules
 * that breaks them stays as it is until a change makes it whole; the answer names what to fix.
 */
export function patchedAddress(
  saved: AddressFields,
  body: AddressPatchBody,
  locale: Locale,
): { problem: string } | { fields: AddressFields } {
  const merged: Partial<Record<AddressFieldName, string>> = {};
  for (const field of ADDRESS_FIELD_ORDER) merged[field] = body[field] ?? saved[field] ?? '';
  const problem = addressProblem(merged, locale);
  return problem ? { problem } : { fields: completeAddress(merged) };
}

import { LOCALES, type AddressFields, type Locale } from '@shop/shared/contracts';
import { SavedAddressSchema, type AddressPatchRequest } from '@shop/shared/contracts/schemas';
import {
  ADDRESS_FIELD_ORDER,
  checkContract,
  ruleMessage,
  type AddressFieldName,
} from '@shop/shared/validation';
import { Type, type Static } from '@fastify/type-provider-typebox';

// The bodies are the contracts' (`AddressRequest`, `AddressPatchRequest`); what is left here is the
// path and query, and the whole-address check a PATCH needs once it is laid over the saved one.

const language = Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] });

/** An id in the path: a positive integer of at most 9 digits, else the address is not found. */
export const AddressParams = Type.Object({ id: Type.String() });
export type AddressParams = Static<typeof AddressParams>;
export const AddressQuery = Type.Object({ lang: Type.Optional(language) });

export function addressIdOf(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** Whether a PATCH changes the address itself, not only which one is the default. */
export function changesAddressFields(body: AddressPatchRequest): boolean {
  return ADDRESS_FIELD_ORDER.some((field) => body[field] !== undefined);
}

/**
 * A saved address with a PATCH's fields over it, checked whole: a CAP is judged against the
 * province kept, a new country asks for its own fields. An address saved before today's rules
 * that breaks them stays as it is until a change makes it whole; the answer names what to fix.
 */
export function patchedAddress(
  saved: AddressFields,
  body: AddressPatchRequest,
  locale: Locale,
): { problem: string } | { fields: AddressFields } {
  const merged: Partial<Record<AddressFieldName, string>> = {};
  for (const field of ADDRESS_FIELD_ORDER) merged[field] = body[field] ?? saved[field] ?? '';
  const checked = checkContract(SavedAddressSchema, merged);
  if (checked.ok) return { fields: checked.output };
  const { rule, example } = checked.problem;
  // Every field is a string here, so each problem is a rule's.
  return { problem: rule ? ruleMessage(rule, locale, example) : '' };
}

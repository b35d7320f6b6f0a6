import { LOCALES, type Locale } from '@shop/shared/contracts';
import { Type } from '@fastify/type-provider-typebox';

export const language = Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] });

/** `?country=&lang=` of the shipping and payment methods. */
export const MethodsQuery = Type.Object({
  country: Type.String({ minLength: 2, maxLength: 2 }),
  lang: Type.Optional(language),
});

import { LOCALES, type Locale } from '@shop/shared/contracts';
import { Type } from '@fastify/type-provider-typebox';

const language = Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] });

export const CartQuery = Type.Object({ lang: Type.Optional(language) });

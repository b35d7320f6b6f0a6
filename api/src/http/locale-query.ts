import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/shared/contracts';
import { Type } from '@fastify/type-provider-typebox';

export const LocaleQuery = Type.Object({
  lang: Type.Optional(
    Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE }),
  ),
});

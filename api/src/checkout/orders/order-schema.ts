import { Type, type Static } from '@fastify/type-provider-typebox';
import { language } from '../checkout-schema';

/** An order's public number in the path; a route with a contract body reads it typed by this. */
export const OrderParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 40 }) });
export type OrderParams = Static<typeof OrderParams>;
export const OrderQuery = Type.Object({
  access: Type.Optional(Type.String({ maxLength: 100 })),
  lang: Type.Optional(language),
});
export const OrderListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

/** An `Idempotency-Key`: the page makes a UUID per submit. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

import { Type, type Static } from '@fastify/type-provider-typebox';
import { language } from '../checkout-schema';

/** `POST /api/{account,checkout}/orders/{orderId}/withdrawal` (`WithdrawalRequest`). */
export const WithdrawalBody = Type.Object({
  accessToken: Type.Optional(Type.String({ maxLength: 100 })),
  language,
});

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

/** `POST /api/checkout/orders/:orderId/cancel` (`CancelOrderRequest`). */
export const CancelOrderBody = Type.Object({
  accessToken: Type.Optional(Type.String({ maxLength: 100 })),
  language,
});

import {
  PAYMENT_METHOD_IDS,
  type CheckoutAddress,
  type PaymentMethodId,
} from '@shop/shared/contracts';
import { EMAIL_MAX_LENGTH } from '@shop/shared/validation';
import { Type } from '@fastify/type-provider-typebox';
import { language } from '../checkout-schema';

/** Shape only: each field's rules and messages are `addressProblem`'s (spec §5). */
const address = Type.Unsafe<CheckoutAddress>(
  Type.Record(Type.String(), Type.String({ maxLength: 300 })),
);
const paymentMethodId = Type.Unsafe<PaymentMethodId>({
  type: 'string',
  enum: [...PAYMENT_METHOD_IDS],
});
const cardToken = Type.Optional(Type.String({ minLength: 1, maxLength: 2000 }));

/** `POST /api/checkout/orders` (`PlaceOrderRequest`); other fields (prices…) are ignored. */
export const PlaceOrderBody = Type.Object({
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  shippingAddress: address,
  billingAddress: Type.Union([address, Type.Null()]),
  invoice: Type.Optional(
    Type.Object({
      companyName: Type.Optional(Type.String({ maxLength: 200 })),
      vatNumber: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{8,15}$' })),
      sdiCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{7}$' })),
      pec: Type.Optional(
        Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
      ),
    }),
  ),
  shippingMethodId: Type.String({ minLength: 1, maxLength: 40 }),
  paymentMethodId,
  cardToken,
  totalCents: Type.Integer({ minimum: 0 }),
  language,
});

/** `POST /api/checkout/orders/{orderId}/pay` (`RetryPaymentRequest`). */
export const RetryPaymentBody = Type.Object({
  paymentMethodId,
  cardToken,
  accessToken: Type.Optional(Type.String({ maxLength: 100 })),
  language,
});

/** `POST /api/checkout/card-tokens` (`CardTokenRequest`). */
export const CardTokenBody = Type.Object({
  number: Type.String({ maxLength: 40 }),
  expiry: Type.String({ maxLength: 10 }),
  cvc: Type.String({ maxLength: 4 }),
  holder: Type.String({ minLength: 1, maxLength: 100 }),
  language: Type.Optional(language),
});

/** `POST /api/{account,checkout}/orders/{orderId}/withdrawal` (`WithdrawalRequest`). */
export const WithdrawalBody = Type.Object({
  accessToken: Type.Optional(Type.String({ maxLength: 100 })),
  language,
});

export const OrderParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 40 }) });
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

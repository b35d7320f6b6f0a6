import { CART_MAX_LINE_QUANTITY, LOCALES, type Locale } from '@shop/shared/contracts';
import { COLOUR_VALUE_PATTERN, SIZE_VALUE_PATTERN } from '@shop/shared/catalogue';
import { Type } from '@fastify/type-provider-typebox';

const language = Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] });
const variant = {
  productId: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' }),
  colour: Type.String({ pattern: COLOUR_VALUE_PATTERN.source, maxLength: 40 }),
  size: Type.String({ pattern: SIZE_VALUE_PATTERN.source }),
};
const quantity = Type.Integer({ minimum: 1, maximum: CART_MAX_LINE_QUANTITY });

export const CartQuery = Type.Object({ lang: Type.Optional(language) });

/** `POST /api/cart/add` (`CartAddRequest`). */
export const CartAddBody = Type.Object({ ...variant, quantity, language });
/** `PATCH /api/cart/edit` (`CartEditRequest`). */
export const CartEditBody = Type.Object({ ...variant, quantity, language });
/** `POST /api/cart/remove` (`CartRemoveRequest`). */
export const CartRemoveBody = Type.Object({ ...variant, language });

/** `POST /api/cart/addDiscount` (`AddDiscountRequest`). */
export const AddDiscountBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  language,
});
/** `POST /api/cart/removeDiscount` (`RemoveDiscountRequest`). */
export const RemoveDiscountBody = Type.Object({ language });
/** `POST /api/cart/reorder` (`ReorderRequest`). */
export const ReorderBody = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 40 }),
  language,
});

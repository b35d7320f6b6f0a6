import { DEFAULT_LOCALE, type Locale, type StoreId } from '@shop/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { customerIdOf, requireCustomer } from '../../../account';
import type { Database } from '../../../db/schema';
import type { ShopPluginAsync } from '../../../http/contract-validation';
import { errorBody } from '../../../http/error-handling';
import { checkoutMessages } from '../../checkout-messages';
import { CheckoutRefusal } from '../checkout-refusal';
import type { OrderHolder } from '../order-holder';
import { OrderParams, OrderQuery } from '../order-schema';

/** A PDF the shop makes of an order for its holder: the return label, the receipt. */
export interface OrderDocument {
  /** The path's last part: `/api/{account|checkout}/orders/{orderId}/{path}`. */
  path: string;
  /** The file's name in each language, before `-{orderId}.pdf`. */
  fileName: Record<Locale, string>;
  /** The document, or a `CheckoutRefusal` (404 for an order that is not the holder's). */
  render: (orderNumber: string, holder: OrderHolder, language: Locale) => Promise<Buffer>;
}

/**
 * An order's document for its two holders (`lang=it|en`): the signed-in customer who placed it
 * (`GET /api/account/orders/{id}/{path}`, 401 for anyone else) and whoever holds the e-mailed
 * link (`GET /api/checkout/orders/{id}/{path}?access=`, 404 without the token, like an unknown
 * order). Refusals answer `{ message }` with their status; the PDF is never cached.
 */
export function orderDocumentRoutes(
  app: Parameters<ShopPluginAsync<object>>[0],
  { db, storeOrigins }: { db: Kysely<Database>; storeOrigins: Record<StoreId, string> },
  document: OrderDocument,
): void {
  const send = async (
    reply: FastifyReply,
    orderNumber: string,
    holder: OrderHolder,
    language: Locale,
  ) => {
    try {
      const pdf = await document.render(orderNumber, holder, language);
      return await reply
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `inline; filename="${document.fileName[language]}-${orderNumber}.pdf"`,
        )
        .type('application/pdf')
        .send(pdf);
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return reply.code(error.status).send(errorBody(error.message));
      }
      throw error;
    }
  };

  app.get(
    `/api/account/orders/:orderId/${document.path}`,
    {
      schema: { params: OrderParams, querystring: OrderQuery },
      preValidation: requireCustomer(db, storeOrigins),
    },
    async (request, reply) => {
      const holder: OrderHolder = { channel: 'account', customerId: customerIdOf(request) };
      const language = request.query.lang ?? DEFAULT_LOCALE;
      return send(reply, request.params.orderId, holder, language);
    },
  );

  app.get(
    `/api/checkout/orders/:orderId/${document.path}`,
    { schema: { params: OrderParams, querystring: OrderQuery } },
    async (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LOCALE;
      const accessToken = request.query.access;
      if (!accessToken) {
        return reply.code(404).send(errorBody(checkoutMessages[language].orderNotFound));
      }
      return send(reply, request.params.orderId, { channel: 'order-link', accessToken }, language);
    },
  );
}

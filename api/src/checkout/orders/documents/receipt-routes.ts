import type { StoreId } from '@shop/shared/contracts';
import { hasReceipt, RECEIPT_WORDS } from '@shop/shared/receipt';
import type { Kysely } from 'kysely';
import type { CheckoutConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { ShopPluginAsync } from '../../../http/contract-validation';
import { paymentMethodLabel } from '../../../payments';
import { CheckoutRefusal } from '../checkout-refusal';
import { holdersOrder } from '../order-holder';
import { toOrder } from '../order-repository';
import { orderDocumentRoutes } from './order-document-routes';
import { renderReceipt } from './receipt-pdf';

export interface ReceiptRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  bankTransfer: CheckoutConfig['bankTransfer'];
}

/**
 * Every paid order's receipt as a PDF, for the customer who placed it and for whoever holds its
 * e-mailed link (`orderDocumentRoutes`); 409 before the order is paid.
 */
export const receiptRoutes: ShopPluginAsync<ReceiptRoutesOptions> = async (
  app,
  { db, storeOrigins, bankTransfer },
) => {
  orderDocumentRoutes(
    app,
    { db, storeOrigins },
    {
      path: 'receipt',
      fileName: { it: 'ricevuta', en: 'receipt' },
      render: async (orderNumber, holder, language) => {
        const row = await holdersOrder(db, orderNumber, holder, language);
        const order = await toOrder(db, row, bankTransfer);
        if (!hasReceipt(order)) throw new CheckoutRefusal(409, RECEIPT_WORDS[language].notPaid);
        // The method named in the receipt's language, whichever the order was placed in.
        const { id } = order.paymentMethod;
        const paymentMethod = { id, label: paymentMethodLabel(id, language) };
        return renderReceipt({ ...order, paymentMethod }, language);
      },
    },
  );
};

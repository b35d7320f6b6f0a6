import type { OperatorOrder } from '@shop/shared/contracts';
import type { TestApp } from './build-test-app';

/**
 * The operator API's order endpoints of a test shop, with its operator token. `shop` is read at
 * each call, so a file's shop (`testAppForFile`) may be built after this is made.
 */
export function operatorOrderCalls(shop: Pick<TestApp, 'app' | 'operatorToken'>) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${shop.operatorToken}` },
      ...(payload && { payload }),
    });
  const show = async (orderId: string) =>
    (await call('GET', `/api/operator/orders/${orderId}`)).json<OperatorOrder>();
  return { call, show };
}

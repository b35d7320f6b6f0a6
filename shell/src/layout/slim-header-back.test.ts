import { slimHeaderBack } from './slim-header-back';

const afterReview = { prevStep: '/checkout/payment', prevStepLabel: 'Pagamento' };

describe('slimHeaderBack on a placed order’s page', () => {
  it.each([
    ['/checkout/success/A1B2C3', 'it', '/'],
    ['/checkout/error/A1B2C3', 'it', '/'],
    ['/en/checkout/success/A1B2C3', 'en', '/en'],
  ] as const)('%s leads to the shop, not to the payment step', (pathname, locale, home) => {
    expect(slimHeaderBack({ pathname, locale, ...afterReview })).toEqual({
      to: home,
      label: null,
      preferHistory: false,
      toShop: true,
    });
  });

  it('a checkout step still leads to the step the checkout published', () => {
    expect(slimHeaderBack({ pathname: '/checkout/review', locale: 'it', ...afterReview })).toEqual({
      to: '/checkout/payment',
      label: 'Pagamento',
      preferHistory: false,
    });
  });
});

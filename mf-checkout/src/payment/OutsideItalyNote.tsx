import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';

/** The international store's home, from the page's runtime config; null where it says none. */
function internationalHome(doc: Document): string | null {
  try {
    const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
    const origin = text
      ? (JSON.parse(text) as { storeOrigins?: { intl?: unknown } }).storeOrigins?.intl
      : undefined;
    return typeof origin === 'string' && /^https?:\/\//.test(origin)
      ? new URL('/en', origin).href
      : null;
  } catch {
    return null;
  }
}

/**
 * Under the Italian store's shipping address, which offers Italy only: where to buy for another
 * country. The cart lives in each store's own session (a cookie of its own host), so it does not
 * follow the shopper there, and the note says so.
 */
export function OutsideItalyNote() {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  // Read after mounting: the server's render of the page has no runtime config to read.
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => setHref(internationalHome(document)), []);
  return (
    <p className="checkout-hint">
      {t('checkout.payment.italyOnly')}{' '}
      {href ? (
        <a href={href} hrefLang="en">
          {t('checkout.payment.outsideItaly')}
        </a>
      ) : (
        t('checkout.payment.outsideItaly')
      )}
      . {t('checkout.payment.cartStays')}
    </p>
  );
}

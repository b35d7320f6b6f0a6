import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_NAMESPACE } from '../i18n';

/**
 * Shares the page with the device's share sheet when there is one (with its URL and title),
 * otherwise copies the link and says so.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const [status, setStatus] = useState<string | null>(null);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('product.linkCopied'));
    } catch {
      setStatus(t('product.copyFailed', { url }));
    }
  };

  return (
    <div className="product-share">
      <button type="button" className="shop-button shop-button--link" onClick={() => void share()}>
        {t('product.share')}
      </button>
      <span role="status" className="product-share__status">
        {status}
      </span>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusState } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { LineIcon } from '../icons/LineIcon';

/** The cart icon with the total quantity, from the cart summary on the bus. */
export function CartLink({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const count = useBusState('checkout:cart')?.itemCount ?? 0;
  return (
    <Link
      to={`${localePrefix}/cart`}
      className="header__cart shop-tap-target"
      aria-label={t('header.cart', { count })}
    >
      <LineIcon>
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </LineIcon>
      <span className="header__badge" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

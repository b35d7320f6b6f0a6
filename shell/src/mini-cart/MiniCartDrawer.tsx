import { useTranslation } from 'react-i18next';
import { localePrefix, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { Modal } from '../modal/Modal';
import { RemoteFragment } from '../remotes/RemoteFragment';
import './mini-cart.css';

/** The sidebar itself: a dialog along the right edge holding the checkout team's mini-cart. */
export default function MiniCartDrawer({
  locale,
  onClose,
}: {
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <Modal title={t('miniCart.title')} onClose={onClose} placement="right">
      <RemoteFragment
        remote="mf_checkout"
        module="./mini-cart"
        props={{ locale, localePrefix: localePrefix(locale) }}
      />
    </Modal>
  );
}

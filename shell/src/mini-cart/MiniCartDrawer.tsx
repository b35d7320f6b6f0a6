import { useTranslation } from 'react-i18next';
import { Dialog, localePrefix, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { useCloseOnBack } from '../modal/use-close-on-back';
import { useScrollAway } from '../modal/use-scroll-away';
import { RemoteFragment } from '../remotes/RemoteFragment';

/** The sidebar itself: a dialog along the right edge holding the checkout team's mini-cart. */
export default function MiniCartDrawer({
  locale,
  onClose,
}: {
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  // Spec §4: like every modal of the shop it also closes when the page scrolls away, and on Back.
  useScrollAway(onClose);
  useCloseOnBack(onClose);
  return (
    <Dialog title={t('miniCart.title')} open onClose={onClose} placement="right">
      <RemoteFragment
        remote="mf_checkout"
        module="./mini-cart"
        props={{ locale, localePrefix: localePrefix(locale) }}
      />
    </Dialog>
  );
}

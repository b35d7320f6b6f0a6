import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n';

/** The footer of login and checkout: no link columns, no newsletter, just who we are. */
export function SlimFooter() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <footer className="footer footer--slim">
      <p>{t('footer.customerService')}</p>
      <p>{t('footer.company')}</p>
    </footer>
  );
}

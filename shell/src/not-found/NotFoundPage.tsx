import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';

export function NotFoundPage({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  usePageMeta({ title: t('notFound.title'), notFound: true });
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={localePrefix || '/'}>{t('notFound.home')}</Link>
    </div>
  );
}

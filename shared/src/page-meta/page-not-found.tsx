import type { Locale } from '../contracts/locale';
import { errorMessage } from '../validation/messages';
import { usePageMeta } from './use-page-meta';

/**
 * Rendered by a remote for a path it has nothing for: the shell shows its 404 page instead (and
 * the server already answered 404 where it could tell).
 */
export function PageNotFound({ locale }: { locale: Locale }) {
  usePageMeta({ title: errorMessage('pageNotFound', locale), notFound: true });
  return null;
}

import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  contentPagePath,
  contentPageQuery,
  isContentPageId,
  PageNotFound,
  type Locale,
} from '@shop/shared';
import { Loaded } from '../loading/Loaded';
import { loadStateOf } from '../loading/load-state';
import { ContentArticle } from './ContentArticle';

/** `/pages/{id}`: a generic content page (faq, returns, shipping, terms…) from the API. */
export function ContentPage({ locale }: { locale: Locale }) {
  const { '*': id = '' } = useParams();
  const { search, hash } = useLocation();
  const lower = id.toLowerCase();
  // Page ids are lower case (the URL policy): "/pages/RETURNS" is the returns page's address, as
  // the server answers it with a 301.
  if (lower !== id && isContentPageId(lower)) {
    return <Navigate replace to={`${contentPagePath(locale, lower)}${search}${hash}`} />;
  }
  // An id that cannot name a page (nested path, capitals…) is not worth a request.
  if (!isContentPageId(id)) return <PageNotFound locale={locale} />;
  return <LoadedContentPage locale={locale} id={id} />;
}

function LoadedContentPage({ locale, id }: { locale: Locale; id: string }) {
  const state = loadStateOf(useQuery(contentPageQuery(locale, id)));
  return (
    <Loaded locale={locale} state={state}>
      {(page) => <ContentArticle page={page} />}
    </Loaded>
  );
}

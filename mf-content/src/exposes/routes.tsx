import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { PageNotFound, type ArticleKind, type Locale, type RemoteRouteProps } from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { ArticleList } from '../articles/ArticleList';
import { ArticleView } from '../articles/ArticleView';
import { HomePage } from '../home/HomePage';
import { ContentPage } from '../pages/ContentPage';
import '../content.css';
// The pages loaded on demand are rendered on the server too: their styles come with the routes',
// inlined in the page's head, or they would be painted unstyled and move when their chunk arrives.
import '../career/career.css';
import '../newsletter/newsletter-block.css';
import '../newsletter/newsletter-confirmation.css';
import '../store-locator/store-locator.css';

registerContentTexts();

// The form page brings formik and yup; home and the content pages load without them. The shell's
// region shows its loading state meanwhile.
const NewsletterPage = lazy(() =>
  import('../newsletter/NewsletterPage').then((module) => ({ default: module.NewsletterPage })),
);

const CareerPage = lazy(() =>
  import('../career/CareerPage').then((module) => ({ default: module.CareerPage })),
);
const StoreLocatorPage = lazy(() =>
  import('../store-locator/StoreLocatorPage').then((module) => ({
    default: module.StoreLocatorPage,
  })),
);

/** A section whose list and articles share one page name (care guide, brand): a slug or not. */
function Section({ locale, kind }: { locale: Locale; kind: ArticleKind }) {
  const { slug } = useParams();
  return slug === undefined ? (
    <ArticleList locale={locale} kind={kind} />
  ) : (
    <ArticleView locale={locale} kind={kind} />
  );
}

/** Pages of the content team: home, the content pages, news, care guide, brand section, careers and store locator. */
export default function ContentRoutes(props: RemoteRouteProps<'mf_content'>) {
  switch (props.page) {
    case 'home':
      return <HomePage {...props} />;
    case 'page':
      return <ContentPage locale={props.locale} />;
    case 'newsletter':
      return <NewsletterPage {...props} />;
    case 'career':
      return <CareerPage {...props} />;
    case 'store-locator':
      return <StoreLocatorPage {...props} />;
    case 'blog':
      return <ArticleList locale={props.locale} kind="blog" />;
    case 'blog-post':
      return <ArticleView locale={props.locale} kind="blog" />;
    case 'care-guide':
      return <Section locale={props.locale} kind="care-guide" />;
    case 'brand':
      return <Section locale={props.locale} kind="brand" />;
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}

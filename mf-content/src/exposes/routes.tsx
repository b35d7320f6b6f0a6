import { lazy } from 'react';
import { PageNotFound, type RemoteRouteProps } from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { HomePage } from '../home/HomePage';
import { ContentPage } from '../pages/ContentPage';
import '../content.css';

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

/** Pages of the content team: home and the generic content pages. */
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
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}

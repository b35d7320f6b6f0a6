import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerShellTexts } from '../i18n';
import { CurrentUrl, renderOnStore } from '../test/render-on-store';
import { PageLanguagesProvider } from '../page-data/page-languages';
import { LanguageSwitch } from './LanguageSwitch';

beforeAll(registerShellTexts);

const renderSwitch = (route: string, locale: 'it' | 'en') =>
  renderOnStore(
    <>
      <LanguageSwitch locale={locale} />
      <CurrentUrl />
    </>,
    { store: locale === 'it' ? 'it' : 'intl', route, locale },
  );

describe('LanguageSwitch', () => {
  it('links to the same page in the other language, keeping the query', () => {
    renderSwitch('/en/pages/faq?tab=2', 'en');
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/pages/faq?tab=2',
    );
  });

  it.each([
    ['/cerca?q=lino', 'it', 'English', '/en/search?q=lino'],
    ['/en/search?q=lino', 'en', 'Italiano', '/cerca?q=lino'],
  ] as const)(
    "carries a search once, to the other language's search: %s",
    (route, locale, name, expected) => {
      const [path, query] = route.split('?');
      const { bus } = renderSwitch(route, locale);
      const q = new URLSearchParams(query).toString();
      // The search page publishes its alternates with the query, as mf-catalogue does.
      act(() =>
        bus.publish('shell:page-meta', {
          path: path ?? '',
          title: 'lino',
          alternates: { it: `/cerca?${q}`, en: `/en/search?${q}` },
        }),
      );
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expected);
    },
  );

  it('leads a crafted double-slash path, which no route knows, to the English home', () => {
    renderSwitch('//evil.example/login', 'it');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  });

  it.each([
    ['/en//evil.example/login', 'en', 'Italiano', '/'],
    ['/en/%2F%2Fevil.example', 'en', 'Italiano', '/'],
  ] as const)(
    'on the crafted path %j links to the home of the other language',
    async (route, locale, name, home) => {
      renderSwitch(route, locale);
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', home);
      await userEvent.click(link);
      expect(screen.getByRole('status', { name: 'current URL' })).toHaveTextContent(
        new RegExp(`^${home}$`),
      );
    },
  );

  it("links a news post to its own slug in the other language from the server's data, before its script publishes it", () => {
    renderOnStore(
      <PageLanguagesProvider
        value={{ path: '/blog/lino-di-primavera', alternates: { en: '/en/blog/spring-linen' } }}
      >
        <LanguageSwitch locale="it" />
      </PageLanguagesProvider>,
      { store: 'it', route: '/blog/lino-di-primavera', locale: 'it' },
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/blog/spring-linen',
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerShellTexts } from '../i18n';
import { CurrentUrl, renderOnStore } from '../test/render-on-store';
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
});

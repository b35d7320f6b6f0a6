import { FAILURE_LOCALES, FAILURE_TEXTS } from './failure-texts';

/** The whole page failed: a plain bilingual message with a link that loads the page again. */
export function PageFailure({ href }: { href: string }) {
  return (
    <div className="page-failure" role="alert">
      {FAILURE_LOCALES.map((locale) => (
        <section key={locale} lang={locale}>
          <h1>{FAILURE_TEXTS[locale].title}</h1>
          <p>{FAILURE_TEXTS[locale].body}</p>
          {/* A full page load, not a router navigation: the router may be what broke. */}
          <a href={href}>{FAILURE_TEXTS[locale].reload}</a>
        </section>
      ))}
    </div>
  );
}

import { FAILURE_LOCALES, FAILURE_TEXTS } from './failure-texts';

/**
 * Writes the bilingual failure message straight into the page, without React: used when the
 * shell could not start (broken runtime config, a chunk that did not load), so the shopper never
 * faces a blank page.
 */
export function showBootstrapFailure(doc: Document = document): void {
  const container = doc.getElementById('root') ?? doc.body;
  const notice = doc.createElement('div');
  notice.className = 'page-failure';
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'max-width:36rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif';
  for (const locale of FAILURE_LOCALES) {
    const texts = FAILURE_TEXTS[locale];
    const section = doc.createElement('section');
    section.lang = locale;
    const title = doc.createElement('h1');
    title.textContent = texts.title;
    const body = doc.createElement('p');
    body.textContent = texts.body;
    const reload = doc.createElement('a');
    reload.href = doc.location.href;
    reload.textContent = texts.reload;
    section.append(title, body, reload);
    notice.append(section);
  }
  container.replaceChildren(notice);
}

import type { Locale } from '@shop/shared';

export interface FooterLink {
  labelKey: string;
  path: string;
  /** Shown in the Italian store language only. */
  italianOnly?: boolean;
}

export interface FooterColumn {
  titleKey: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    titleKey: 'footer.help',
    links: [
      { labelKey: 'footer.faq', path: '/pages/faq' },
      { labelKey: 'footer.returns', path: '/pages/returns' },
      { labelKey: 'footer.shipping', path: '/pages/shipping' },
    ],
  },
  {
    titleKey: 'footer.about',
    links: [
      { labelKey: 'footer.aboutUs', path: '/pages/about' },
      { labelKey: 'footer.career', path: '/pages/career' },
      { labelKey: 'footer.contact', path: '/pages/contact' },
      { labelKey: 'footer.funding', path: '/pages/public-funding', italianOnly: true },
    ],
  },
  {
    titleKey: 'footer.discover',
    links: [
      { labelKey: 'footer.storeLocator', path: '/pages/storelocator' },
      { labelKey: 'footer.careGuide', path: '/careguide' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { labelKey: 'footer.whistleblowing', path: '/pages/whistleblowing', italianOnly: true },
      { labelKey: 'footer.terms', path: '/pages/terms-conditions', italianOnly: true },
      { labelKey: 'footer.privacy', path: '/pages/privacy-policy', italianOnly: true },
      { labelKey: 'footer.cookies', path: '/pages/cookie-policy', italianOnly: true },
    ],
  },
];

/** The columns as a shopper in `locale` sees them: Italian-only links dropped, paths localized. */
export function footerColumnsFor(locale: Locale): FooterColumn[] {
  const prefix = locale === 'en' ? '/en' : '';
  return FOOTER_COLUMNS.map((column) => ({
    ...column,
    links: column.links
      .filter((link) => locale === 'it' || !link.italianOnly)
      .map((link) => ({
        ...link,
        path: `${prefix}${link.path === '/careguide' && locale === 'it' ? '/curadelcapo' : link.path}`,
      })),
  })).filter((column) => column.links.length > 0);
}

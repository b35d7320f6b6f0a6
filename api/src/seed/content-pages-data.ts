import {
  CUSTOMER_SERVICE_HOURS,
  LOCALES,
  SELLER,
  type Locale,
  type PageSeo,
  type StructuredData,
} from '@shop/shared/contracts';
import { byId, field, listField, readContentFiles, type ContentFile } from './content-files';

export interface SeedContentPageText {
  title: string;
  /** Markdown blocks; `{{…}}` business-term placeholders are filled when the page is read. */
  body: string[];
  seo: PageSeo;
}

export interface SeedContentPage {
  id: string;
  /** Other ids that answer this page: the misspelt variant older links still use. */
  aliases: string[];
  texts: Partial<Record<Locale, SeedContentPageText>>;
}

const SERVICE_HOURS: StructuredData = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: CUSTOMER_SERVICE_HOURS.opens,
  closes: CUSTOMER_SERVICE_HOURS.closes,
};

/** schema.org FAQPage: each "## Question" heading with the blocks under it as its answer. */
export function faqMicrodata(blocks: string[]): StructuredData {
  const questions: { name: string; answer: string[] }[] = [];
  for (const block of blocks) {
    if (block.startsWith('## ')) questions.push({ name: block.slice(3).trim(), answer: [] });
    else questions.at(-1)?.answer.push(block.replace(/\*\*/g, ''));
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ name, answer }) => ({
      '@type': 'Question',
      name,
      acceptedAnswer: { '@type': 'Answer', text: answer.join('\n\n') },
    })),
  };
}

function contactMicrodata(file: ContentFile): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: field(file, 'title'),
    mainEntity: {
      '@type': 'Organization',
      name: SELLER.name,
      vatID: `IT${SELLER.vatNumber}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: SELLER.street,
        postalCode: SELLER.postalCode,
        addressLocality: SELLER.city.it,
        addressCountry: SELLER.country,
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: SELLER.phone,
        email: SELLER.email,
        availableLanguage: ['Italian', 'English'],
        hoursAvailable: SERVICE_HOURS,
      },
    },
  };
}

function microdataOf(file: ContentFile): StructuredData | undefined {
  switch (file.fields.microdata) {
    case undefined:
      return undefined;
    case 'faq':
      return faqMicrodata(file.blocks);
    case 'contact':
      return contactMicrodata(file);
    default:
      throw new Error(`${file.file}: unknown microdata "${file.fields.microdata}"`);
  }
}

function textOf(file: ContentFile): SeedContentPageText {
  const microdata = microdataOf(file);
  const shareImage = file.fields.shareImage;
  return {
    title: field(file, 'title'),
    body: file.blocks,
    seo: {
      metaTitle: field(file, 'metaTitle'),
      metaDescription: field(file, 'metaDescription'),
      keywords: listField(file, 'keywords'),
      shareImage: shareImage ? { image: { url: shareImage } } : null,
      ...(microdata && { microdata }),
    },
  };
}

/**
 * The generic content pages as first published (spec §2 `/pages/{id}`), from
 * `content/pages/<id>.<locale>.md`. Shipping and returns state spec §9's figures through
 * placeholders, so each language shows its store's terms. Editors change the pages in the
 * database afterwards.
 */
export function loadSeedContentPages(): SeedContentPage[] {
  return [...byId(readContentFiles('pages'))].map(([id, files]) => ({
    id,
    aliases: [
      ...new Set(
        LOCALES.flatMap((locale) => {
          const file = files[locale];
          return file ? listField(file, 'aliases') : [];
        }),
      ),
    ],
    texts: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const file = files[locale];
        return file ? [[locale, textOf(file)]] : [];
      }),
    ),
  }));
}

import type { ContentTexts } from './it';

export const en: ContentTexts = {
  home: {
    title: 'Italian fashion, made to last',
    intro: 'Tailored garments in natural fabrics, designed in Italy. Free shipping from €250.',
    shopMen: 'Shop the Men collection',
    shopWomen: 'Shop the Women collection',
    newsletterTeaser: 'Join the newsletter: 10% off your first order.',
    newsletterLink: 'Sign up',
  },
  newsletter: {
    block: {
      title: 'Sign up for the newsletter',
      intro: 'Get 10% off your first order, and news about our collections.',
      email: 'Email',
      privacy: 'I have read and accept the <policy>privacy policy</policy>',
      submit: 'Sign up',
      submitting: 'Signing up…',
    },
    confirmation: {
      pending: 'Confirming your subscription…',
    },
    page: {
      title: 'Our newsletter',
      metaDescription:
        'Sign up for the newsletter: 10% off your first order and news about our collections.',
      benefits: [
        'Confirm your subscription through the link we e-mail you and you will receive a 10% discount code for your first order.',
        'Be among the first to hear about new collections, previews and brand events.',
      ],
    },
  },
  storeLocator: {
    title: 'Our stores',
    metaDescription:
      'Aurelia stores in Italy, in Europe and around the world: addresses, opening hours and map.',
    intro: 'Choose a continent, a region and a country to find the Aurelia store nearest you.',
    continent: 'Continent',
    region: 'Region',
    country: 'Country',
    allContinents: 'All continents',
    allRegions: 'All regions',
    allCountries: 'All countries',
    results: 'Stores',
    count_one: '{{count}} store',
    count_other: '{{count}} stores',
    hours: 'Opening hours',
    map: 'See on the map',
  },
  career: {
    title: 'Work with us',
    metaDescription:
      'Work with Aurelia: apply for our stores, design, digital and logistics teams.',
    intro:
      'We are looking for people who love fabrics, work done well and meeting customers. Tell us about yourself and attach your CV.',
    formLabel: 'Application',
    department: 'Department',
    chooseDepartment: 'Choose a department',
    website: 'Website or portfolio (optional)',
    websiteHint: 'For example https://portfolio.com',
    message: 'Message',
    cv: 'CV',
    cvHint: 'PDF, DOC or DOCX, at most 5 MB',
    send: 'Send your application',
    sending: 'Sending…',
  },
};

import type { ContentTexts } from './it';

export const en: ContentTexts = {
  home: {
    title: 'Italian fashion, made to last',
    intro:
      'Tailored garments in natural fabrics, designed in Italy. Free shipping from {{threshold}}.',
    shopMen: 'Shop the Men collection',
    shopWomen: 'Shop the Women collection',
    departments: 'The collections',
    women: 'Women',
    womenLine: 'Shirts, dresses and knitwear in silk, linen and wool.',
    men: 'Men',
    menLine: 'Tailored jackets, shirts and trousers.',
    carousel: 'New in: women',
    storyTitle: 'Our story',
    story:
      'Aurelia was born in 2014 in a small studio in Milan. We design every garment ourselves, choose natural fabrics from European mills and have them sewn by three Italian workshops we know in person.',
    storyLink: 'Discover the brand',
    newsTitle: 'From the blog',
    newsAll: 'All the news',
    careTitle: 'Care guide',
    careIntro: 'How to wash, dry and store your garments, fabric by fabric.',
    careAll: 'The whole guide',
    newsletterTeaser: 'Join the newsletter: 10% off your first order.',
    newsletterLink: 'Sign up',
  },
  articles: {
    blog: {
      title: 'News',
      intro: 'Style advice, stories from the workshops and news about our collections.',
    },
    'care-guide': {
      title: 'Care guide',
      intro: 'How to make your garments last: a guide for every fabric.',
    },
    brand: {
      title: 'The brand',
      intro: 'Who we are, where our garments are made and the people who sew them.',
    },
    empty: 'There are no articles in this section yet.',
    published: 'Published on {{date}}',
    readMore: 'Read: {{title}}',
    paging: 'Pages',
    pageOf: 'Page {{page}} of {{count}}',
    previous: 'Previous page',
    next: 'Next page',
    pageTitle: '{{title}} - page {{page}}',
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
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    phoneHint: 'For a number outside Italy give its country code, for example +44 20 7946 0958',
    position: 'Position',
    choosePosition: 'Choose an open position',
    privacyConsent:
      'I have read the <policy>candidates’ privacy notice</policy> and agree to the processing of my data for recruitment.',
    website: 'Website or portfolio (optional)',
    websiteHint: 'For example https://portfolio.com',
    message: 'Message',
    cv: 'CV',
    cvHint: 'PDF, DOC or DOCX, at most 5 MB',
    send: 'Send your application',
    sending: 'Sending…',
  },
};

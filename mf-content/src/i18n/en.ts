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
  pages: {
    faq: {
      title: 'Frequently asked questions',
      body: [
        'How can I reach customer service? Our phone line is open Monday to Friday, 8:30 to 17:30.',
        'When will my order arrive? We ship by courier on weekdays, in office hours: 2 to 3 days within the EU.',
        'Can I pay in instalments? Yes, you can pay in 3 interest-free instalments.',
      ],
    },
    returns: {
      title: 'Returns',
      body: [
        'You can return your purchases within 14 working days of receipt.',
        'Return shipping is paid by the customer: €20 including VAT, deducted from the refund.',
        'Once your request is approved, you have 14 days to ship the return.',
      ],
    },
    shipping: {
      title: 'Shipping',
      body: [
        'Shipping is free on orders of €250 or more; below that it costs €14.',
        'Courier delivery takes 2 to 3 days in the EU, on weekdays in office hours.',
        'The international store ships to the EU and the rest of the world.',
      ],
    },
    about: {
      title: 'About us',
      body: [
        'We design menswear and womenswear in Italy, choosing natural fabrics and trusted workshops.',
      ],
    },
    contact: {
      title: 'Contact',
      body: [
        'Customer service: Monday to Friday, 8:30 to 17:30.',
        'Write to us at any time: we answer within one working day.',
      ],
    },
    'terms-conditions': {
      title: 'Terms and conditions',
      body: [
        'These terms govern purchases made in the online store. Prices are in euro and include VAT.',
      ],
    },
    'privacy-policy': {
      title: 'Privacy policy',
      body: [
        'We process your personal data only to handle orders, your account and, with your consent, the newsletter.',
      ],
    },
    'cookie-policy': {
      title: 'Cookie policy',
      body: [
        'We use technical cookies for the cart, sign-in and your delivery-country preference (the "preference" cookie, lasting 24 hours).',
      ],
    },
    whistleblowing: {
      title: 'Whistleblowing',
      body: [
        'Reports of wrongdoing can be submitted confidentially following the company procedure.',
      ],
    },
    'public-funding': {
      title: 'Public funding',
      body: [
        'As required by Italian transparency rules (law 124/2017, art. 1, paragraphs 125-129), Aurelia S.r.l. publishes the grants and economic benefits it receives from public administrations.',
        'The up-to-date list is also published in the national State aid register, under tax code 01234567890.',
      ],
    },
  },
};

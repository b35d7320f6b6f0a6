import type { Locale, PageSeo, StructuredData } from '@shop/shared/contracts';

export interface SeedContentPageText {
  title: string;
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
  opens: '08:30',
  closes: '17:30',
};

/** schema.org FAQPage from paragraphs written as "Question? Answer." */
function faqMicrodata(paragraphs: string[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: paragraphs.map((paragraph) => {
      const end = paragraph.indexOf('? ') + 1;
      return {
        '@type': 'Question',
        name: paragraph.slice(0, end),
        acceptedAnswer: { '@type': 'Answer', text: paragraph.slice(end).trim() },
      };
    }),
  };
}

/** The customer-service line (spec §1) and mailbox, as the contact page gives them. */
const CUSTOMER_SERVICE_PHONE = '+39 02 8734 1200';
const CUSTOMER_SERVICE_EMAIL = 'assistenza@aurelia-moda.it';

function contactMicrodata(name: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name,
    mainEntity: {
      '@type': 'Organization',
      name: 'Aurelia S.r.l.',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: CUSTOMER_SERVICE_PHONE.replace(/\s/g, ''),
        email: CUSTOMER_SERVICE_EMAIL,
        availableLanguage: ['Italian', 'English'],
        hoursAvailable: SERVICE_HOURS,
      },
    },
  };
}

const FAQ_IT = [
  'Come posso contattare il servizio clienti? Il nostro servizio clienti risponde al telefono dal lunedì al venerdì, dalle 8:30 alle 17:30.',
  'Quando arriva il mio ordine? Spediamo con corriere espresso: la consegna avviene nei giorni feriali, in orario d’ufficio, in 1-3 giorni lavorativi.',
  'Posso pagare a rate? Sì, puoi pagare in 3 rate senza interessi.',
];
const FAQ_EN = [
  'How can I reach customer service? Our phone line is open Monday to Friday, 8:30 to 17:30.',
  'When will my order arrive? We ship by courier on weekdays, in office hours: 2 to 3 days within the EU.',
  'Can I pay in instalments? Yes, you can pay in 3 interest-free instalments.',
];

/**
 * The generic content pages as first published (spec §2 `/pages/{id}`), with the figures of spec
 * §9; the texts differ between languages where the spec's texts do (7 € / €14, 10 € / €20).
 * Editors change them in the database afterwards.
 */
export const SEED_CONTENT_PAGES: SeedContentPage[] = [
  {
    id: 'faq',
    aliases: [],
    texts: {
      it: {
        title: 'Domande frequenti',
        body: FAQ_IT,
        seo: {
          metaTitle: 'Domande frequenti: ordini, spedizioni e pagamenti',
          metaDescription:
            'Risposte su servizio clienti (lun-ven 8:30-17:30), tempi di consegna e pagamento in 3 rate senza interessi.',
          keywords: ['domande frequenti', 'servizio clienti', 'consegna', 'pagamento a rate'],
          shareImage: null,
          microdata: faqMicrodata(FAQ_IT),
        },
      },
      en: {
        title: 'Frequently asked questions',
        body: FAQ_EN,
        seo: {
          metaTitle: 'FAQ: orders, shipping and payments',
          metaDescription:
            'Answers about customer service (Mon-Fri 8:30-17:30), delivery times and paying in 3 interest-free instalments.',
          keywords: ['FAQ', 'customer service', 'delivery', 'instalments'],
          shareImage: null,
          microdata: faqMicrodata(FAQ_EN),
        },
      },
    },
  },
  {
    id: 'returns',
    aliases: [],
    texts: {
      it: {
        title: 'Resi',
        body: [
          'Puoi restituire i tuoi acquisti entro 14 giorni lavorativi dal ricevimento.',
          'Le spese di reso sono a carico del cliente: 10 € IVA inclusa, trattenuti dal rimborso.',
          'Dopo l’approvazione della richiesta hai 14 giorni per spedire il reso.',
        ],
        seo: {
          metaTitle: 'Resi e rimborsi',
          metaDescription:
            'Resi entro 14 giorni lavorativi dal ricevimento; spese di reso di 10 € IVA inclusa, trattenute dal rimborso.',
          keywords: ['resi', 'rimborso', 'reso', 'spese di reso'],
          shareImage: null,
        },
      },
      en: {
        title: 'Returns',
        body: [
          'You can return your purchases within 14 working days of receipt.',
          'Return shipping is paid by the customer: €20 including VAT, deducted from the refund.',
          'Once your request is approved, you have 14 days to ship the return.',
        ],
        seo: {
          metaTitle: 'Returns and refunds',
          metaDescription:
            'Returns within 14 working days of receipt; return shipping costs €20 including VAT, deducted from the refund.',
          keywords: ['returns', 'refund', 'return shipping'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'shipping',
    aliases: [],
    texts: {
      it: {
        title: 'Spedizioni',
        body: [
          'La spedizione è gratuita per ordini da 250 € in su; sotto questa soglia costa 7 €.',
          'Consegniamo con corriere espresso in 1-3 giorni lavorativi, nei giorni feriali in orario d’ufficio.',
          'Il negozio italiano spedisce solo in Italia; per gli altri paesi scegli il negozio internazionale.',
        ],
        seo: {
          metaTitle: 'Spedizioni: costi e tempi di consegna',
          metaDescription:
            'Spedizione gratuita da 250 €, altrimenti 7 €. Consegna con corriere espresso in 1-3 giorni lavorativi in Italia.',
          keywords: ['spedizioni', 'spedizione gratuita', 'tempi di consegna', 'corriere'],
          shareImage: null,
        },
      },
      en: {
        title: 'Shipping',
        body: [
          'Shipping is free on orders of €250 or more; below that it costs €14.',
          'Courier delivery takes 2 to 3 days in the EU, on weekdays in office hours.',
          'The international store ships to the EU and the rest of the world.',
        ],
        seo: {
          metaTitle: 'Shipping: costs and delivery times',
          metaDescription:
            'Free shipping on orders of €250 or more, otherwise €14. Courier delivery in 2 to 3 days within the EU.',
          keywords: ['shipping', 'free shipping', 'delivery times', 'courier'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'about',
    aliases: [],
    texts: {
      it: {
        title: 'Chi siamo',
        body: [
          'Disegniamo abbigliamento uomo e donna in Italia, scegliendo tessuti naturali e laboratori di fiducia.',
        ],
        seo: {
          metaTitle: 'Chi siamo',
          metaDescription:
            'Aurelia disegna abbigliamento uomo e donna in Italia, con tessuti naturali e laboratori di fiducia.',
          keywords: ['chi siamo', 'moda italiana', 'tessuti naturali'],
          shareImage: null,
        },
      },
      en: {
        title: 'About us',
        body: [
          'We design menswear and womenswear in Italy, choosing natural fabrics and trusted workshops.',
        ],
        seo: {
          metaTitle: 'About us',
          metaDescription:
            'Aurelia designs menswear and womenswear in Italy, with natural fabrics and trusted workshops.',
          keywords: ['about us', 'Italian fashion', 'natural fabrics'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'contact',
    aliases: [],
    texts: {
      it: {
        title: 'Contatti',
        body: [
          `Servizio clienti: ${CUSTOMER_SERVICE_PHONE}, dal lunedì al venerdì, dalle 8:30 alle 17:30.`,
          `Scrivici in qualsiasi momento a ${CUSTOMER_SERVICE_EMAIL}: rispondiamo entro un giorno lavorativo.`,
        ],
        seo: {
          metaTitle: 'Contatti e servizio clienti',
          metaDescription:
            'Servizio clienti dal lunedì al venerdì, dalle 8:30 alle 17:30. Rispondiamo ai messaggi entro un giorno lavorativo.',
          keywords: ['contatti', 'servizio clienti', 'assistenza'],
          shareImage: null,
          microdata: contactMicrodata('Contatti'),
        },
      },
      en: {
        title: 'Contact',
        body: [
          `Customer service: ${CUSTOMER_SERVICE_PHONE}, Monday to Friday, 8:30 to 17:30.`,
          `Write to us at any time at ${CUSTOMER_SERVICE_EMAIL}: we answer within one working day.`,
        ],
        seo: {
          metaTitle: 'Contact and customer service',
          metaDescription:
            'Customer service Monday to Friday, 8:30 to 17:30. We answer messages within one working day.',
          keywords: ['contact', 'customer service', 'help'],
          shareImage: null,
          microdata: contactMicrodata('Contact'),
        },
      },
    },
  },
  {
    id: 'terms-conditions',
    aliases: ['terms-condtions'],
    texts: {
      it: {
        title: 'Termini e condizioni',
        body: [
          'Le presenti condizioni regolano gli acquisti effettuati sul negozio online. I prezzi sono in euro e comprendono l’IVA.',
        ],
        seo: {
          metaTitle: 'Termini e condizioni di vendita',
          metaDescription:
            'Le condizioni che regolano gli acquisti sul negozio online Aurelia. Prezzi in euro, IVA inclusa.',
          keywords: ['termini e condizioni', 'condizioni di vendita'],
          shareImage: null,
        },
      },
      en: {
        title: 'Terms and conditions',
        body: [
          'These terms govern purchases made in the online store. Prices are in euro and include VAT.',
        ],
        seo: {
          metaTitle: 'Terms and conditions of sale',
          metaDescription:
            'The terms that govern purchases in the Aurelia online store. Prices in euro, VAT included.',
          keywords: ['terms and conditions', 'terms of sale'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'privacy-policy',
    aliases: [],
    texts: {
      it: {
        title: 'Informativa sulla privacy',
        body: [
          'Trattiamo i tuoi dati personali solo per gestire ordini, account e, con il tuo consenso, la newsletter.',
        ],
        seo: {
          metaTitle: 'Informativa sulla privacy',
          metaDescription:
            'Come Aurelia tratta i tuoi dati personali: ordini, account e, con il tuo consenso, la newsletter.',
          keywords: ['privacy', 'dati personali', 'informativa'],
          shareImage: null,
        },
      },
      en: {
        title: 'Privacy policy',
        body: [
          'We process your personal data only to handle orders, your account and, with your consent, the newsletter.',
        ],
        seo: {
          metaTitle: 'Privacy policy',
          metaDescription:
            'How Aurelia processes your personal data: orders, your account and, with your consent, the newsletter.',
          keywords: ['privacy', 'personal data'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'cookie-policy',
    aliases: [],
    texts: {
      it: {
        title: 'Cookie policy',
        body: [
          'Usiamo cookie tecnici per il carrello, l’accesso e la preferenza del paese di consegna (cookie "preference", durata 24 ore).',
        ],
        seo: {
          metaTitle: 'Cookie policy',
          metaDescription:
            'I cookie tecnici che usiamo: carrello, accesso e preferenza del paese di consegna (durata 24 ore).',
          keywords: ['cookie', 'cookie tecnici'],
          shareImage: null,
        },
      },
      en: {
        title: 'Cookie policy',
        body: [
          'We use technical cookies for the cart, sign-in and your delivery-country preference (the "preference" cookie, lasting 24 hours).',
        ],
        seo: {
          metaTitle: 'Cookie policy',
          metaDescription:
            'The technical cookies we use: cart, sign-in and your delivery-country preference (lasting 24 hours).',
          keywords: ['cookies', 'technical cookies'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'whistleblowing',
    aliases: [],
    texts: {
      it: {
        title: 'Whistleblowing',
        body: [
          'Le segnalazioni di illeciti possono essere inviate in forma riservata secondo la procedura aziendale.',
        ],
        seo: {
          metaTitle: 'Whistleblowing: segnalazione di illeciti',
          metaDescription:
            'Come inviare in forma riservata la segnalazione di un illecito secondo la procedura aziendale.',
          keywords: ['whistleblowing', 'segnalazione illeciti'],
          shareImage: null,
        },
      },
      en: {
        title: 'Whistleblowing',
        body: [
          'Reports of wrongdoing can be submitted confidentially following the company procedure.',
        ],
        seo: {
          metaTitle: 'Whistleblowing: reporting wrongdoing',
          metaDescription:
            'How to report wrongdoing confidentially, following the company procedure.',
          keywords: ['whistleblowing', 'reporting wrongdoing'],
          shareImage: null,
        },
      },
    },
  },
  {
    id: 'public-funding',
    aliases: [],
    texts: {
      it: {
        title: 'Finanziamenti pubblici',
        body: [
          'In adempimento agli obblighi di trasparenza (legge 124/2017, art. 1, commi 125-129), Aurelia S.r.l. pubblica le sovvenzioni, i contributi e i vantaggi economici ricevuti da pubbliche amministrazioni.',
          'L’elenco aggiornato è pubblicato anche nel Registro nazionale degli aiuti di Stato, consultabile con il codice fiscale 01234567890.',
        ],
        seo: {
          metaTitle: 'Finanziamenti pubblici ricevuti',
          metaDescription:
            'Sovvenzioni, contributi e vantaggi economici ricevuti da Aurelia S.r.l. da pubbliche amministrazioni (legge 124/2017).',
          keywords: ['trasparenza', 'finanziamenti pubblici', 'legge 124/2017'],
          shareImage: null,
        },
      },
      en: {
        title: 'Public funding',
        body: [
          'As required by Italian transparency rules (law 124/2017, art. 1, paragraphs 125-129), Aurelia S.r.l. publishes the grants and economic benefits it receives from public administrations.',
          'The up-to-date list is also published in the national State aid register, under tax code 01234567890.',
        ],
        seo: {
          metaTitle: 'Public funding received',
          metaDescription:
            'Grants and economic benefits Aurelia S.r.l. receives from public administrations (Italian law 124/2017).',
          keywords: ['transparency', 'public funding', 'law 124/2017'],
          shareImage: null,
        },
      },
    },
  },
];

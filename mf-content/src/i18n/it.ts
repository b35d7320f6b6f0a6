export const it = {
  home: {
    title: 'Moda italiana, fatta per durare',
    intro:
      'Capi sartoriali in tessuti naturali, disegnati in Italia. Spedizione gratuita da {{threshold}}.',
    shopMen: 'Scopri la collezione Uomo',
    shopWomen: 'Scopri la collezione Donna',
    departments: 'Le collezioni',
    women: 'Donna',
    womenLine: 'Camicie, abiti e maglieria in seta, lino e lana.',
    men: 'Uomo',
    menLine: 'Giacche, camicie e pantaloni di sartoria.',
    carousel: 'Novità donna',
    storyTitle: 'La nostra storia',
    story:
      'Aurelia nasce nel 2014 in un piccolo studio di Milano. Disegniamo ogni capo noi, scegliamo tessuti naturali in filature europee e lo facciamo cucire da tre laboratori italiani che conosciamo di persona.',
    storyLink: 'Scopri il brand',
    newsTitle: 'Dal blog',
    newsAll: 'Tutte le news',
    careTitle: 'Cura del capo',
    careIntro: 'Come lavare, asciugare e conservare i tuoi capi, tessuto per tessuto.',
    careAll: 'Tutta la guida',
    newsletterTeaser: 'Iscriviti alla newsletter: 10% di sconto sul primo ordine.',
    newsletterLink: 'Iscriviti',
  },
  articles: {
    blog: {
      title: 'News',
      intro: 'Consigli di stile, storie dai laboratori e novità delle collezioni.',
    },
    'care-guide': {
      title: 'Cura del capo',
      intro: 'Come far durare i tuoi capi: una guida per ogni tessuto.',
    },
    brand: {
      title: 'Il brand',
      intro: 'Chi siamo, dove nascono i nostri capi e le persone che li cuciono.',
    },
    empty: 'Non ci sono ancora articoli in questa sezione.',
    published: 'Pubblicato il {{date}}',
    readMore: 'Leggi: {{title}}',
    paging: 'Pagine',
    pageOf: 'Pagina {{page}} di {{count}}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    pageTitle: '{{title}} - pagina {{page}}',
  },
  newsletter: {
    block: {
      title: 'Iscriviti alla newsletter',
      intro: 'Per te il 10% di sconto sul primo ordine, con le novità delle nostre collezioni.',
      email: 'Email',
      privacy: 'Ho letto e accetto l’<policy>informativa sulla privacy</policy>',
      submit: 'Iscriviti',
      submitting: 'Iscrizione in corso…',
    },
    confirmation: {
      pending: 'Conferma dell’iscrizione in corso…',
    },
    page: {
      title: 'La nostra newsletter',
      metaDescription:
        'Iscriviti alla newsletter: 10% di sconto sul primo ordine e le novità sulle collezioni.',
      benefits: [
        'Conferma l’iscrizione dal link che ti inviamo via email e riceverai un codice sconto del 10% sul tuo primo ordine.',
        'Sarai tra i primi a conoscere le nuove collezioni, le anteprime e le iniziative del brand.',
      ],
    },
  },
  storeLocator: {
    title: 'I nostri negozi',
    metaDescription:
      'I negozi Aurelia in Italia, in Europa e nel mondo: indirizzi, orari di apertura e mappa.',
    intro: 'Scegli continente, regione e paese per trovare il negozio Aurelia più vicino a te.',
    continent: 'Continente',
    region: 'Regione',
    country: 'Paese',
    allContinents: 'Tutti i continenti',
    allRegions: 'Tutte le regioni',
    allCountries: 'Tutti i paesi',
    results: 'Negozi',
    count_one: '{{count}} negozio',
    count_other: '{{count}} negozi',
    hours: 'Orari di apertura',
    map: 'Vedi sulla mappa',
  },
  career: {
    title: 'Lavora con noi',
    metaDescription:
      'Lavora con Aurelia: invia la tua candidatura per i nostri negozi, lo stile, il digitale e la logistica.',
    intro:
      'Cerchiamo persone che amano i tessuti, il lavoro fatto bene e il contatto con i clienti. Raccontaci chi sei e allega il tuo CV.',
    formLabel: 'Candidatura',
    name: 'Nome e cognome',
    email: 'Email',
    phone: 'Telefono (facoltativo)',
    phoneHint: 'Per un numero estero indica il prefisso, ad esempio +44 20 7946 0958',
    position: 'Posizione',
    choosePosition: 'Scegli una posizione aperta',
    privacyConsent:
      'Ho letto l’<policy>informativa privacy per i candidati</policy> e acconsento al trattamento dei miei dati per la selezione del personale.',
    website: 'Sito web o portfolio (facoltativo)',
    websiteHint: 'Ad esempio https://portfolio.it',
    message: 'Messaggio',
    cv: 'CV',
    cvHint: 'PDF, DOC o DOCX, massimo 5 MB',
    send: 'Invia la candidatura',
    sending: 'Invio in corso…',
  },
};

export type ContentTexts = typeof it;

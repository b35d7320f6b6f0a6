export const it = {
  home: {
    title: 'Moda italiana, fatta per durare',
    intro:
      'Capi sartoriali in tessuti naturali, disegnati in Italia. Spedizione gratuita da 250 €.',
    shopMen: 'Scopri la collezione Uomo',
    shopWomen: 'Scopri la collezione Donna',
    newsletterTeaser: 'Iscriviti alla newsletter: 10% di sconto sul primo ordine.',
    newsletterLink: 'Iscriviti',
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
  pages: {
    faq: {
      title: 'Domande frequenti',
      body: [
        'Come posso contattare il servizio clienti? Il nostro servizio clienti risponde al telefono dal lunedì al venerdì, dalle 8:30 alle 17:30.',
        'Quando arriva il mio ordine? Spediamo con corriere espresso: la consegna avviene nei giorni feriali, in orario d’ufficio, in 1-3 giorni lavorativi.',
        'Posso pagare a rate? Sì, puoi pagare in 3 rate senza interessi.',
      ],
    },
    returns: {
      title: 'Resi',
      body: [
        'Puoi restituire i tuoi acquisti entro 14 giorni lavorativi dal ricevimento.',
        'Le spese di reso sono a carico del cliente: 10 € IVA inclusa, trattenuti dal rimborso.',
        'Dopo l’approvazione della richiesta hai 14 giorni per spedire il reso.',
      ],
    },
    shipping: {
      title: 'Spedizioni',
      body: [
        'La spedizione è gratuita per ordini da 250 € in su; sotto questa soglia costa 7 €.',
        'Consegniamo con corriere espresso in 1-3 giorni lavorativi, nei giorni feriali in orario d’ufficio.',
        'Il negozio italiano spedisce solo in Italia; per gli altri paesi scegli il negozio internazionale.',
      ],
    },
    about: {
      title: 'Chi siamo',
      body: [
        'Disegniamo abbigliamento uomo e donna in Italia, scegliendo tessuti naturali e laboratori di fiducia.',
      ],
    },
    contact: {
      title: 'Contatti',
      body: [
        'Servizio clienti: dal lunedì al venerdì, dalle 8:30 alle 17:30.',
        'Scrivici in qualsiasi momento: rispondiamo entro un giorno lavorativo.',
      ],
    },
    'terms-conditions': {
      title: 'Termini e condizioni',
      body: [
        'Le presenti condizioni regolano gli acquisti effettuati sul negozio online. I prezzi sono in euro e comprendono l’IVA.',
      ],
    },
    'privacy-policy': {
      title: 'Informativa sulla privacy',
      body: [
        'Trattiamo i tuoi dati personali solo per gestire ordini, account e, con il tuo consenso, la newsletter.',
      ],
    },
    'cookie-policy': {
      title: 'Cookie policy',
      body: [
        'Usiamo cookie tecnici per il carrello, l’accesso e la preferenza del paese di consegna (cookie "preference", durata 24 ore).',
      ],
    },
    whistleblowing: {
      title: 'Whistleblowing',
      body: [
        'Le segnalazioni di illeciti possono essere inviate in forma riservata secondo la procedura aziendale.',
      ],
    },
    'public-funding': {
      title: 'Finanziamenti pubblici',
      body: [
        'In adempimento agli obblighi di trasparenza (legge 124/2017, art. 1, commi 125-129), Aurelia S.r.l. pubblica le sovvenzioni, i contributi e i vantaggi economici ricevuti da pubbliche amministrazioni.',
        'L’elenco aggiornato è pubblicato anche nel Registro nazionale degli aiuti di Stato, consultabile con il codice fiscale 01234567890.',
      ],
    },
  },
};

export type ContentTexts = typeof it;

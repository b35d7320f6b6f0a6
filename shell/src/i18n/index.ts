import type { i18n } from 'i18next';
import { addNamespace, getI18n, sellerLine } from '@shop/shared';

export const SHELL_NAMESPACE = 'shell';

const it = {
  skipToContent: 'Vai al contenuto',
  cartToast: {
    added: 'Prodotto aggiunto al carrello',
    removed: 'Prodotto rimosso dal carrello',
    'quantity-changed': 'Quantità aggiornata',
    goToCart: 'Vai al carrello',
    close: 'Chiudi',
  },
  miniCart: {
    title: 'Il tuo carrello',
  },
  header: {
    home: 'Aurelia, vai alla home',
    mainNav: 'Navigazione principale',
    menu: 'Menu',
    subcategories: '{{name}}: sottocategorie',
    help: 'Aiuto',
    account: 'Account',
    login: 'Accedi',
    cart: 'Carrello, {{count}} articoli',
    wishlist_zero: 'Lista dei desideri, vuota',
    wishlist_one: 'Lista dei desideri, {{count}} prodotto',
    wishlist_other: 'Lista dei desideri, {{count}} prodotti',
    language: 'Lingua',
    switchTo: 'English',
    search: 'Cerca',
    searchLabel: 'Cerca prodotti',
    searchToggle: 'Campo di ricerca',
  },
  authLayout: {
    back: 'Indietro',
    toShop: 'Torna al negozio',
    securePayments: 'Pagamenti sicuri',
  },
  topBar: {
    label: 'Messaggi',
    carousel: 'carosello',
    previous: 'Messaggio precedente',
    next: 'Messaggio successivo',
  },
  remote: {
    loading: 'Caricamento…',
    unavailable: 'Questa sezione non è disponibile al momento. Riprova tra poco.',
    retry: 'Riprova',
  },
  notFound: {
    title: 'Pagina non trovata',
    body: 'La pagina che cerchi non esiste o è stata spostata.',
    home: 'Torna alla home',
  },
  footer: {
    help: 'Aiuto',
    about: 'Azienda',
    discover: 'Scopri',
    legal: 'Note legali',
    faq: 'Domande frequenti',
    returns: 'Resi',
    shipping: 'Spedizioni',
    aboutUs: 'Chi siamo',
    career: 'Lavora con noi',
    contact: 'Contatti',
    funding: 'Finanziamenti pubblici',
    storeLocator: 'Trova un negozio',
    careGuide: 'Cura del capo',
    whistleblowing: 'Whistleblowing',
    terms: 'Termini e condizioni',
    privacy: 'Privacy',
    cookies: 'Cookie',
    newsletter: 'Newsletter',
    social: 'Social',
    // Who sells, from the one source the content pages and e-mails read too.
    company: sellerLine('it'),
    customerService: 'Servizio clienti: lun–ven 8:30–17:30',
  },
};

const en: typeof it = {
  skipToContent: 'Skip to content',
  cartToast: {
    added: 'Product added to cart',
    removed: 'Product removed from cart',
    'quantity-changed': 'Quantity updated',
    goToCart: 'Go to cart',
    close: 'Close',
  },
  miniCart: {
    title: 'Your cart',
  },
  header: {
    home: 'Aurelia, go to the home page',
    mainNav: 'Main navigation',
    menu: 'Menu',
    subcategories: '{{name}}: subcategories',
    help: 'Help',
    account: 'Account',
    login: 'Sign in',
    cart: 'Cart, {{count}} items',
    wishlist_zero: 'Wishlist, empty',
    wishlist_one: 'Wishlist, {{count}} product',
    wishlist_other: 'Wishlist, {{count}} products',
    language: 'Language',
    switchTo: 'Italiano',
    search: 'Search',
    searchLabel: 'Search products',
    searchToggle: 'Search field',
  },
  authLayout: {
    back: 'Back',
    toShop: 'Back to the shop',
    securePayments: 'Secure payments',
  },
  topBar: {
    label: 'Messages',
    carousel: 'carousel',
    previous: 'Previous message',
    next: 'Next message',
  },
  remote: {
    loading: 'Loading…',
    unavailable: 'This section is not available right now. Please try again shortly.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  footer: {
    help: 'Help',
    about: 'About',
    discover: 'Discover',
    legal: 'Legal',
    faq: 'FAQ',
    returns: 'Returns',
    shipping: 'Shipping',
    aboutUs: 'About us',
    career: 'Work with us',
    contact: 'Contact',
    funding: 'Public funding',
    storeLocator: 'Store locator',
    careGuide: 'Care guide',
    whistleblowing: 'Whistleblowing',
    terms: 'Terms and conditions',
    privacy: 'Privacy',
    cookies: 'Cookies',
    newsletter: 'Newsletter',
    social: 'Social',
    company: sellerLine('en'),
    customerService: 'Customer service: Mon–Fri 8:30–17:30',
  },
};

/** Registers the shell's texts in the page-wide i18next instance (or the server's `instance`). */
export function registerShellTexts(instance: i18n = getI18n()): void {
  addNamespace(SHELL_NAMESPACE, { it, en }, instance);
}

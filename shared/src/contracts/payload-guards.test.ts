import type { BusTopic } from './events';
import { INITIAL_AUTH_SUMMARY, INITIAL_CART_SUMMARY } from './events';
import * as v from 'valibot';
import { PageMeta, shopPath } from './page-meta';
import { BUS_PAYLOAD_SCHEMAS, isValidBusPayload } from './payload-guards';

/** What other teams' code or another tab could send: wrong types, missing fields, hostile strings. */
const junk: unknown[] = [
  undefined,
  null,
  0,
  'payload',
  true,
  [],
  [{}],
  () => undefined,
  new Date(),
];

const good: { [T in BusTopic]: unknown } = {
  'account:auth': { ...INITIAL_AUTH_SUMMARY, isLoggedIn: true, firstName: 'Giulia' },
  'checkout:cart': { ...INITIAL_CART_SUMMARY, itemCount: 2, subtotalCents: 12_900 },
  'catalogue:wishlist': { count: 3, isLoading: false },
  'checkout:steps': {
    steps: ['Carrello', 'Dati personali'],
    currentStep: 1,
    prevStep: '/cart',
    prevStepLabel: 'Carrello',
    nextStep: '',
    nextStepLabel: '',
  },
  'shell:locale': { locale: 'en' },
  'shell:page-meta': { path: '/en/pages/faq', title: 'FAQ' },
  'checkout:add-to-cart': { productId: 'p-1', colour: 'nero', size: 'M', quantity: 1 },
  'checkout:clear-cart': { reason: 'country-changed' },
  'checkout:reorder': { orderId: 'IT-2026-000042' },
  'checkout:receive-cart': { token: 'a'.repeat(43), commandId: 'move-1' },
  'account:log-out': {},
  'checkout:cart-notification': { kind: 'quantity-changed' },
};

const malformed: { [T in BusTopic]: unknown[] } = {
  'account:auth': [
    { ...INITIAL_AUTH_SUMMARY, isLoggedIn: 'true' },
    { ...INITIAL_AUTH_SUMMARY, firstName: 42 },
    { ...INITIAL_AUTH_SUMMARY, firstName: undefined },
    { ...INITIAL_AUTH_SUMMARY, loginRedirect: '//evil.example' },
    { ...INITIAL_AUTH_SUMMARY, loginRedirect: 'https://evil.example/' },
    { ...INITIAL_AUTH_SUMMARY, loginRedirect: 'javascript:alert(1)' },
    { isLoggedIn: true },
  ],
  'checkout:cart': [
    { ...INITIAL_CART_SUMMARY, itemCount: '2' },
    { ...INITIAL_CART_SUMMARY, itemCount: -1 },
    { ...INITIAL_CART_SUMMARY, itemCount: 1.5 },
    { ...INITIAL_CART_SUMMARY, itemCount: Number.NaN },
    { ...INITIAL_CART_SUMMARY, subtotalCents: Infinity },
    { itemCount: 1 },
  ],
  'catalogue:wishlist': [
    { count: -1, isLoading: false },
    { count: '3', isLoading: false },
    { count: 2.5, isLoading: false },
    { count: 3 },
  ],
  'checkout:steps': [
    { steps: [], currentStep: 0, prevStep: '', prevStepLabel: '', nextStep: '', nextStepLabel: '' },
    {
      steps: ['Carrello'],
      currentStep: 0,
      prevStep: '//evil.example',
      prevStepLabel: '',
      nextStep: '',
      nextStepLabel: '',
    },
  ],
  'shell:locale': [{ locale: 'fr' }, { locale: ['it'] }, {}],
  'shell:page-meta': [
    { path: '/pages/faq', title: 'FAQ', keywords: 'scarpe, borse' },
    { path: '/pages/faq', title: 'FAQ', keywords: ['scarpe', 3] },
    { path: '/pages/faq', title: 'FAQ', alternates: { en: 'not a url' } },
    { path: '/pages/faq', title: 'FAQ', alternates: { en: '//evil.example/en' } },
    { path: '/pages/faq', title: 'FAQ', alternates: { en: 'https://evil.example/en' } },
    { path: '/pages/faq', title: 'FAQ', alternates: { fr: '/fr/pages/faq' } },
    { path: '/pages/faq', title: 'FAQ', alternates: ['/en/pages/faq'] },
    { path: '/pages/faq', title: 'FAQ', image: 'javascript:alert(1)' },
    { path: '/pages/faq', title: 'FAQ', jsonLd: 'not an object' },
    { path: '/pages/faq', title: 'FAQ', jsonLd: { price: 10n } },
    { path: '/pages/faq', title: 'FAQ', notFound: 'yes' },
    { path: '/pages/faq', title: null },
    { path: 'pages/faq', title: 'FAQ' },
    { title: 'FAQ' },
  ],
  'checkout:add-to-cart': [
    { productId: '', colour: 'nero', size: 'M', quantity: 1 },
    { productId: 'p-1', colour: 'nero', size: 'M', quantity: 0 },
    { productId: 'p-1', colour: 'nero', size: 'M', quantity: '1' },
    { productId: 'p-1', colour: 'nero', quantity: 1 },
  ],
  'checkout:reorder': [{ orderId: '' }, { orderId: 42 }, { orderId: 'x'.repeat(41) }, {}],
  'checkout:clear-cart': [{ reason: 'bored' }, {}],
  'checkout:receive-cart': [{ token: 'short' }, { token: `${'a'.repeat(42)}/` }, { token: 42 }, {}],
  'account:log-out': [{ everywhere: true }],
  'checkout:cart-notification': [{ kind: 'exploded' }, { kind: null }],
};

const topics = Object.keys(BUS_PAYLOAD_SCHEMAS) as BusTopic[];

describe('bus payload guards', () => {
  it.each(topics)('%s accepts a payload of its contract', (topic) => {
    expect(isValidBusPayload(topic, good[topic])).toBe(true);
  });

  it.each(topics)('%s refuses values of the wrong kind', (topic) => {
    for (const value of junk) expect(isValidBusPayload(topic, value)).toBe(false);
  });

  it.each(topics)('%s refuses malformed payloads', (topic) => {
    for (const value of malformed[topic])
      expect([value, isValidBusPayload(topic, value)]).toEqual([value, false]);
  });

  it('accepts optional page data that is well formed', () => {
    expect(
      v.is(PageMeta, {
        path: '/categories/Uomo',
        title: 'Uomo',
        description: 'Abbigliamento uomo',
        keywords: ['uomo', 'giacche'],
        alternates: { it: '/categories/Uomo', en: '/en/categories/Men?sort=price' },
        image: 'https://cdn.example/uomo.jpg',
        jsonLd: { '@type': 'CollectionPage', name: 'Uomo' },
        notFound: false,
      }),
    ).toBe(true);
  });

  it('refuses page data that cannot be written as JSON', () => {
    const cyclic: Record<string, unknown> = { '@type': 'Thing' };
    cyclic.self = cyclic;
    expect(v.is(PageMeta, { path: '/', title: 'Home', jsonLd: cyclic })).toBe(false);
  });

  it('knows no topic outside the contract', () => {
    expect(isValidBusPayload('checkout:unknown' as BusTopic, {})).toBe(false);
    expect(isValidBusPayload('constructor' as BusTopic, {})).toBe(false);
  });
});

describe('shopPath', () => {
  it.each(['/', '/pages/faq', '/en/categories/Men?sort=price', '/blog/caf%C3%A8'])(
    'accepts %s',
    (path) => expect(v.is(shopPath, path)).toBe(true),
  );

  it.each([
    '',
    'pages/faq',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'https:evil.example',
    'javascript:alert(1)',
    '/pages\n/faq',
    '/\t/evil.example',
  ])('refuses %j', (path) => expect(v.is(shopPath, path)).toBe(false));
});

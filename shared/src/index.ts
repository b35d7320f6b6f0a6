export * from './contracts';
export * from './event-bus';
export * from './hydration';
export * from './api-client';
export * from './i18n';
export * from './query';
export * from './format';
// Only the store and shipping zones: the address formats and the provinces (about 11 KB) live in
// `@shop/shared/countries`, bundled into the pages that ask for an address.
export * from './countries/countries';
// Only the messages: the form schemas (and yup with them) live in `@shop/shared/validation`, which
// is bundled into the pages that have forms instead of shipping in every page's shared copy.
export * from './validation/messages';
export * from './validation/patterns';
export * from './ui';
export * from './page-meta';
export * from './routing';
export * from './catalogue';
export * from './seo';

export * from './fields';
export * from './messages';
export * from './newsletter-schema';
export * from './address';
export * from './career';
export * from './italian-tax-codes';
export * from './invoice';

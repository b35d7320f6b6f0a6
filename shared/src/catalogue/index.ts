export * from './category-trail';
export * from './category-head';
export * from './initial-colour';
export * from './listing-params';
export * from './product-head';

export * from './category-trail';
export * from './category-head';

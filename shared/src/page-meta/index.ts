export * from './use-page-meta';
export * from './page-not-found';

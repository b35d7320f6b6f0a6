export * from './use-page-meta';

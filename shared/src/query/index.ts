export * from './query-client';
export * from './use-categories';
export * from './settings-query';
export * from './content-page-query';
export * from './article-query';

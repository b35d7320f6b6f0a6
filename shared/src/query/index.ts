export * from './query-client';
export * from './use-categories';

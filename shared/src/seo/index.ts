export * from './head-tags';

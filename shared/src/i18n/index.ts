export * from './common-resources';
export * from './i18n';
export * from './locale-path';

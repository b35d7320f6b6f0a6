export * from './api-error';
export * from './categories';
export * from './locale';
export * from './remotes';
export * from './runtime-config';
export * from './settings';
export * from './stores';
export * from './routes';

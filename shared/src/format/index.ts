export * from './format';
export * from './business-terms-text';

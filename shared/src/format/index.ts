export * from './format';
export * from './business-terms-text';
export * from './seller-text';

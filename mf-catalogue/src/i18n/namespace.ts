export const CATALOGUE_NAMESPACE = 'catalogue';

export * from './countries';
export * from './address-formats';
export * from './italian-provinces';
export * from './country-names';
export * from './postal-address';

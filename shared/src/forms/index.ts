// Form pieces on formik, for pages with a form only: like `@shop/shared/validation`, this entry is
// not part of the shared singleton, so pages without a form carry no formik. Each piece imports
// the stylesheet itself: the build skips this re-exporting file, and an import here with it.
// What the singleton already has (the UI kit, the countries) each piece takes from
// `@shop/shared`, never by a relative path, which would bundle a second copy into the page.

export * from './address-fields';
export * from './checkbox-field';
export * from './radio-group-field';
export * from './select-field';
export * from './text-field';
export * from './use-field-error';
export * from './contract-form-validation';

export * from './field-error';
export * from './spinner';
export * from './visually-hidden';
export * from './remote-fragment-slot';

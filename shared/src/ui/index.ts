export * from './field-error';
export * from './spinner';
export * from './visually-hidden';
export * from './remote-fragment-slot';
export * from './button';
export * from './close-button';
export * from './dialog';
export * from './select';

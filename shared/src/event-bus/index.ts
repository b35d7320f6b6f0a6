export * from './event-bus';
export * from './event-bus-context';
export * from './use-bus-state';
export * from './use-bus-listener';
export { newCommandId } from './unique-id';
export * from './use-cart-command';

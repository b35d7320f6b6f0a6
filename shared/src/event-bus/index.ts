export * from './event-bus';
export * from './event-bus-context';
export * from './use-bus-state';
export * from './use-bus-listener';
export * from './command-id';
export * from './use-cart-command';

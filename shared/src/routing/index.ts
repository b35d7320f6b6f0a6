export * from './route-table';
export * from './match-route';
export * from './footer-links';
export * from './route-head';
export * from './safe-path';
export * from './canonical-path';

// The store locator's public face: what other domains of the API may use (lint enforces it).
export { findStores } from './store-locator-repository';

// The remotes' CDN and its release pointer: what the rest of the API may use (lint enforces it).
export { buildCdnApp } from './cdn-app';
export { goLive, readPointer, remoteReleasesDir } from './releases';

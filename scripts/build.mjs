// `npm run build`: production build of every package whose sources changed (`--force` for all).
import { buildPackages } from './lib/build.mjs';

await buildPackages({ force: process.argv.includes('--force') });

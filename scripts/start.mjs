// `npm start`: build what is not built, then serve the shop (API, both stores, the remotes' CDN).
import { buildPackages, run } from './lib/build.mjs';

await buildPackages({ force: process.argv.includes('--rebuild') });
await run('node', ['api/dist/main.mjs']).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

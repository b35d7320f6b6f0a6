// @ts-check
const { Compilation, sources } = require('webpack');

const NAME = 'CriticalAssetsPlugin';

/**
 * The host provides every singleton it consumes, so at start-up the federation runtime loads each
 * one through the provided copy's chunk. A consumed module's fallback chunk (used only when no
 * provider exists) is often a second file with the same code: preloading it too would download a
 * file the page never runs.
 */
const STARTUP_SHARING_MODULE_TYPE = 'provide-module';

/**
 * A module with those the build concatenated into it: a dynamic import's origin is the module that
 * wrote it, which may sit inside a concatenation (the entry's `index.ts` with what it imports).
 * @param {import('webpack').Module} module
 * @returns {import('webpack').Module[]}
 */
function withInnerModules(module) {
  const inner = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules;
  return [module, ...(inner ?? [])];
}

/**
 * Writes `critical-assets.json`: the files a host page loads before its first render besides the
 * entry script itself: the chunks of the entry's own dynamic import (the async boundary) and of the
 * shared singletons it provides. The server announces them in the HTML, so the browser fetches them in
 * parallel with the entry instead of discovering them one round trip later. Chunks of lazy UI
 * (`React.lazy`) are left out: they are not needed to paint.
 */
class CriticalAssetsPlugin {
  /** @param {{ entry?: string; fileName?: string }} [options] */
  constructor({ entry = 'main', fileName = 'critical-assets.json' } = {}) {
    this.entry = entry;
    this.fileName = fileName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entrypoint = compilation.entrypoints.get(this.entry);
          if (!entrypoint) return;
          const entryChunks = new Set(entrypoint.chunks);
          const entryModules = new Set(
            entrypoint.chunks.flatMap((chunk) =>
              [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(withInnerModules),
            ),
          );
          /** @param {import('webpack').ChunkGroup} group */
          const isCritical = (group) =>
            group.origins.some(
              (origin) =>
                origin.module !== null &&
                (entryModules.has(origin.module) ||
                  origin.module.type === STARTUP_SHARING_MODULE_TYPE),
            );

          /** @type {Set<string>} */
          const files = new Set();
          const seen = new Set();
          /** @param {import('webpack').ChunkGroup} group */
          const visit = (group) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              if (entryChunks.has(chunk)) continue;
              for (const file of chunk.files) files.add(file);
            }
            for (const child of group.getChildren()) if (isCritical(child)) visit(child);
          };
          visit(entrypoint);

          const sorted = [...files].sort();
          const manifest = {
            js: sorted.filter((file) => file.endsWith('.js')),
            css: sorted.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(
            this.fileName,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { CriticalAssetsPlugin };

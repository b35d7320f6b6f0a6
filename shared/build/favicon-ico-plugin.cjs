// @ts-check
const { readFileSync } = require('node:fs');

const NAME = 'FaviconIcoPlugin';

/**
 * Writes the host's `favicon.ico` (16 and 32 px, drawn from `favicon.svg`) to the root of the
 * build under its fixed name: browsers and crawlers ask for /favicon.ico whatever the page links.
 */
class FaviconIcoPlugin {
  /** @param {string} iconPath */
  constructor(iconPath) {
    this.iconPath = iconPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.iconPath);
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('favicon.ico', new RawSource(readFileSync(this.iconPath))),
      );
    });
  }
}

module.exports = { FaviconIcoPlugin };

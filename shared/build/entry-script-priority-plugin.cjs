// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'EntryScriptPriorityPlugin';

/**
 * Marks the page's entry scripts `fetchpriority="high"`. A deferred script is otherwise fetched at
 * low priority, after every preloaded chunk, although nothing runs before it: the federation
 * runtime and the start-up code are in it.
 */
class EntryScriptPriorityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

module.exports = { EntryScriptPriorityPlugin };

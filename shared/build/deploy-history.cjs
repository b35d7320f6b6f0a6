// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const HISTORY_FILE = 'deploy-history.json';

/**
 * Replaces `output.clean`: the folder a CDN serves keeps the files of the last `keep` builds, so a
 * tab opened before a deploy can still load the hashed chunks its old remote entry asks for.
 * Older files are pruned; the history of which build wrote what lives in `deploy-history.json`.
 */
class DeployHistoryPlugin {
  /**
   * @param {{ keep?: number; otherBuilds?: string[] }} [options] `otherBuilds`: folders inside the
   * output that another build writes (the server build's), left alone.
   */
  constructor({ keep = 3, otherBuilds = [] } = {}) {
    this.keep = keep;
    this.otherBuilds = otherBuilds;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('DeployHistoryPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) return;
      const emitted = Object.keys(compilation.assets).sort();
      const historyPath = path.join(outputPath, HISTORY_FILE);
      /** @type {{ builtAt: string; files: string[] }[]} */
      let history = [];
      try {
        const parsed = JSON.parse(fs.readFileSync(historyPath, 'utf8'));
        if (Array.isArray(parsed)) history = parsed;
      } catch {
        // No history yet (a first build, or a folder made by the old cleaning build).
      }
      history = [{ builtAt: new Date().toISOString(), files: emitted }, ...history].slice(
        0,
        this.keep,
      );
      const kept = new Set([HISTORY_FILE, ...history.flatMap((deploy) => deploy.files)]);
      for (const file of filesUnder(outputPath)) {
        const relative = path.relative(outputPath, file).split(path.sep).join('/');
        if (this.otherBuilds.some((folder) => relative.startsWith(`${folder}/`))) continue;
        if (!kept.has(relative)) fs.rmSync(file, { force: true });
      }
      fs.writeFileSync(historyPath, `${JSON.stringify(history, null, 2)}\n`);
    });
  }
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

module.exports = { DeployHistoryPlugin, HISTORY_FILE };

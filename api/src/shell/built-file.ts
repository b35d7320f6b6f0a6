import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the shell's build (its index.html, its critical-assets.json), kept in memory and read
 * again whenever its modification time changes, so a new shell build is picked up without a
 * restart.
 */
export class BuiltFile {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(readonly filePath: string) {}

  /** The file's text, or null when the shell has not been built. */
  async read(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.filePath)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, html: await readFile(this.filePath, 'utf8') };
    }
    return this.cached.html;
  }
}

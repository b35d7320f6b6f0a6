import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import {
  isServerFrameModule,
  type ServerFrameInput,
  type ServerFrameModule,
} from '@shop/shared/contracts';

type CommonJsWrapper = (
  exports: unknown,
  require: NodeJS.Require,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

/** Where a failure to load or render the frame is reported. */
export type FrameFailureReporter = (message: string, error: unknown) => void;

/**
 * The shell's server bundle (`renderFrame`), loaded at run time from the shell's build, never
 * imported from its sources. Loaded again when the file changes, so a shell deploy brings its
 * own server renderer along without a restart. Anything wrong (no bundle, a bundle that does not
 * load or throws) gives no frame, and the page is served as the browser renders it on its own.
 */
export class ServerFrame {
  private loaded: { mtimeMs: number; module: ServerFrameModule | null } | null = null;

  constructor(readonly bundlePath: string) {}

  /** The frame's HTML for the root element, or null when the page goes without it. */
  async render(input: ServerFrameInput, report: FrameFailureReporter): Promise<string | null> {
    const module = await this.load(report);
    if (!module) return null;
    try {
      return module.renderFrame(input);
    } catch (error) {
      report(`The shell's server frame failed for ${input.url}; sent without it`, error);
      return null;
    }
  }

  private async load(report: FrameFailureReporter): Promise<ServerFrameModule | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.bundlePath)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        report(`The shell's server bundle ${this.bundlePath} cannot be read`, error);
      }
      this.loaded = null;
      return null;
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      this.loaded = { mtimeMs, module: await this.evaluate(report) };
    }
    return this.loaded.module;
  }

  /**
   * A fresh copy of the bundle, evaluated as Node evaluates a CommonJS file but outside the
   * module cache, so every version of the file is its own module. A broken one is reported once
   * per version.
   */
  private async evaluate(report: FrameFailureReporter): Promise<ServerFrameModule | null> {
    try {
      const source = await readFile(this.bundlePath, 'utf8');
      const wrapper: unknown = runInThisContext(
        `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
        { filename: this.bundlePath },
      );
      const module: { exports: unknown } = { exports: {} };
      (wrapper as CommonJsWrapper)(
        module.exports,
        createRequire(this.bundlePath),
        module,
        this.bundlePath,
        path.dirname(this.bundlePath),
      );
      if (isServerFrameModule(module.exports)) return module.exports;
      report(`The shell's server bundle ${this.bundlePath} has no renderFrame`, null);
    } catch (error) {
      report(`The shell's server bundle ${this.bundlePath} did not load`, error);
    }
    return null;
  }
}

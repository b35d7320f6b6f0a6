import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The monorepo root: the nearest folder above this module whose package.json declares workspaces.
 * Starts from the module's own location (src/ under tsx and jest, dist/ once bundled), never from
 * process.cwd(), so the server finds shell/ and the remotes wherever it is started from.
 */
export function findRepoRoot(startDir: string = __dirname): string {
  let dir = path.resolve(startDir);
  for (;;) {
    if (declaresWorkspaces(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No npm-workspaces root found above ${startDir}`);
    dir = parent;
  }
}

function declaresWorkspaces(packageJsonPath: string): boolean {
  if (!existsSync(packageJsonPath)) return false;
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { workspaces?: unknown };
  return Array.isArray(manifest.workspaces);
}

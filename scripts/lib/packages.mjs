import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every package that has a production build, in the order they are built. */
export const BUILDABLE_PACKAGES = [
  'mf-catalogue',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'shell',
  'api',
];

/** Inputs besides a package's own files that change its build output. */
export const SHARED_INPUTS = [
  'shared/src',
  'shared/build',
  'shared/package.json',
  'package-lock.json',
];

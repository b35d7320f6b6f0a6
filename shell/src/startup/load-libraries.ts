import { nextTask } from './next-task';

// The heaviest shared libraries the shop starts on. Left to the bootstrap chunk's own imports,
// all of them are evaluated in one task, about 300 ms on a phone-speed CPU; one by one, with a
// task boundary after each, the bootstrap's own task keeps only what is left. The light ones stay
// with the bootstrap: each import here costs the entry chunk its loading code, on every page.
const LIBRARIES: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('@tanstack/react-query'),
  () => import('@reduxjs/toolkit'),
];

/** Loads and evaluates the shared libraries, each in a task of its own. */
export async function loadLibrariesOneByOne(): Promise<void> {
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
}

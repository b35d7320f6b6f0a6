import { nextTask } from './next-task';

// The shared libraries the shop starts on, heaviest first. Left to the bootstrap chunk's own
// imports, all of them are evaluated in one task, about 300 ms on a phone-speed CPU; one by one,
// with a task boundary after each, none holds the main thread for much longer than 50 ms.
const LIBRARIES: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@tanstack/react-query'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  () => import('react-router-dom'),
  () => import('@shop/shared'),
];

/** Loads and evaluates the shared libraries, each in a task of its own. */
export async function loadLibrariesOneByOne(): Promise<void> {
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
}

import type { CategoryNode } from '../contracts/categories';

/**
 * The chain of categories from the root down to the one at `path` (already decoded, as the
 * router and the server's route matcher give it), or null when none matches. Case and outer
 * slashes do not matter.
 */
export function findCategoryTrail(tree: CategoryNode[], path: string): CategoryNode[] | null {
  const wanted = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  for (const node of tree) {
    if (node.path.toLowerCase() === wanted) return [node];
    const below = findCategoryTrail(node.children, wanted);
    if (below) return [node, ...below];
  }
  return null;
}

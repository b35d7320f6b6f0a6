import type { CategoryNode } from '@shop/shared';

/** The chain of categories from the root down to the one at `path`, or null when none matches. */
export function findCategoryTrail(tree: CategoryNode[], path: string): CategoryNode[] | null {
  const wanted = decodeURIComponent(path)
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  for (const node of tree) {
    if (node.path.toLowerCase() === wanted) return [node];
    const below = findCategoryTrail(node.children, path);
    if (below) return [node, ...below];
  }
  return null;
}

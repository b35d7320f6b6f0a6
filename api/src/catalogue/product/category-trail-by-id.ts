import type { CategoryNode } from '@shop/shared/contracts';

/** The chain of categories from the root down to the one with `id`, or null. */
export function findCategoryTrailById(tree: CategoryNode[], id: string): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryTrailById(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

import type { CategoryNode } from '../contracts/categories';
import { findCategoryTrail } from './category-trail';

const node = (id: string, path: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name: path.split('/').pop() ?? path,
  path,
  paths: { it: path, en: path },
  children,
});

const tree = [
  node('men', 'Uomo', [node('men-shirts', 'Uomo/Camicie')]),
  node('women', 'Donna', [node('women-dresses', 'Donna/Abiti')]),
];

describe('findCategoryTrail', () => {
  it('finds a root category', () => {
    expect(findCategoryTrail(tree, 'Uomo')?.map((c) => c.id)).toEqual(['men']);
  });

  it('returns the whole trail for a nested category, ignoring case and slashes', () => {
    expect(findCategoryTrail(tree, '/donna/abiti/')?.map((c) => c.id)).toEqual([
      'women',
      'women-dresses',
    ]);
  });

  it('answers null for an unknown path', () => {
    expect(findCategoryTrail(tree, 'Uomo/Abiti')).toBeNull();
  });

  it('takes a decoded path and never decodes it again, so a stray % is just not found', () => {
    expect(findCategoryTrail(tree, '%E0')).toBeNull();
    expect(findCategoryTrail(tree, 'Uomo/%')).toBeNull();
    const sale = [node('sale', 'Saldi 50%')];
    expect(findCategoryTrail(sale, 'Saldi 50%')?.map((c) => c.id)).toEqual(['sale']);
  });
});

import type { CategoriesResponse } from '@shop/shared';

/** A small Italian navigation tree, as `GET /api/categories?lang=it` answers it. */
export const italianCategories: CategoriesResponse = {
  locale: 'it',
  categories: [
    {
      id: 'women',
      name: 'Donna',
      path: 'Donna',
      paths: { it: 'Donna', en: 'Women' },
      children: [
        {
          id: 'dresses',
          name: 'Abiti',
          path: 'Donna/Abiti',
          paths: { it: 'Donna/Abiti', en: 'Women/Dresses' },
          children: [],
        },
      ],
    },
    { id: 'men', name: 'Uomo', path: 'Uomo', paths: { it: 'Uomo', en: 'Men' }, children: [] },
  ],
};

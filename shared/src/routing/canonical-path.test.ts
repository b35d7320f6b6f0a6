import { canonicalShopPath } from './canonical-path';
import { matchShopPath } from './match-route';

describe('canonicalShopPath (the URL policy)', () => {
  it.each([
    ['/', '/'],
    ['/en', '/en'],
    ['/pages/returns', '/pages/returns'],
    ['/categories/Uomo/Camicie', '/categories/Uomo/Camicie'],
    ['/en/careguide/wool', '/en/careguide/wool'],
  ])('leaves %s as it is', (path, canonical) => {
    expect(canonicalShopPath(path)).toBe(canonical);
  });

  it.each([
    ['/pages/returns/', '/pages/returns'],
    ['/en/', '/en'],
    ['/categories/Uomo/', '/categories/Uomo'],
    ['//pages//faq', '/pages/faq'],
    ['//evil.example', '/evil.example'],
  ])('drops trailing and doubled slashes: %s → %s', (path, canonical) => {
    expect(canonicalShopPath(path)).toBe(canonical);
  });

  it.each([
    ['/Pages/returns', '/pages/returns'],
    ['/EN/Pages/faq', '/en/pages/faq'],
    ['/CART', '/cart'],
    ['/Checkout/RegistrationLogin', '/checkout/registrationLogin'],
    ['/en/CareGuide/wool', '/en/careguide/wool'],
    ['/CURADELCAPO/lana', '/curadelcapo/lana'],
  ])('spells the fixed words as the route table does: %s → %s', (path, canonical) => {
    expect(canonicalShopPath(path)).toBe(canonical);
  });

  it('leaves what fills a route to its resolver', () => {
    expect(canonicalShopPath('/CATEGORIES/uomo')).toBe('/categories/uomo');
    expect(canonicalShopPath('/pages/RETURNS')).toBe('/pages/RETURNS');
  });

  it('never turns a path into another host', () => {
    for (const path of ['//evil.example/', '/\\evil.example', '///a']) {
      expect(canonicalShopPath(path).startsWith('//')).toBe(false);
    }
  });
});

describe('matchShopPath with an empty rest', () => {
  it('finds no category or content page at /categories and /pages', () => {
    expect(matchShopPath('/categories')).toBeNull();
    expect(matchShopPath('/pages')).toBeNull();
    expect(matchShopPath('/en/products')).toBeNull();
  });
});

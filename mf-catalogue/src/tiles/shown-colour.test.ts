import { productSummary } from '../test/catalogue-fixtures';
import { shownColour } from './shown-colour';

const navyImage = { url: '/media/p/navy-1.svg', alt: 'Camicia, Blu navy', width: 600, height: 800 };
const product = productSummary(1, {
  colours: [
    { code: 'grey', name: 'Grigio', hex: '#888888', available: true },
    { code: 'navy', name: 'Blu navy', hex: '#1f2a44', available: true, image: navyImage },
  ],
});

describe('shownColour', () => {
  it('shows the first picture and the plain link without a colour filter', () => {
    expect(shownColour(product)).toEqual({
      colour: null,
      image: product.image,
      path: product.path,
    });
  });

  it('shows the filtered colour’s picture and opens the product in that colour', () => {
    const shown = shownColour(product, ['red', 'navy']);
    expect(shown.colour?.code).toBe('navy');
    expect(shown.image).toBe(navyImage);
    expect(shown.path).toBe(`${product.path}?colour=navy`);
  });

  it('keeps the first picture when the API sent none for that colour', () => {
    const shown = shownColour(product, ['grey']);
    expect(shown.image).toBe(product.image);
    expect(shown.path).toBe(`${product.path}?colour=grey`);
  });

  it('shows, under a resting pointer, the second picture of the colour it shows', () => {
    const navyBack = { ...navyImage, url: '/media/p/navy-2.svg' };
    const withSecond = productSummary(2, {
      secondImage: { ...navyImage, url: '/media/p/first-2.svg' },
      colours: [
        { code: 'grey', name: 'Grigio', hex: '#888888', available: true },
        {
          code: 'navy',
          name: 'Blu navy',
          hex: '#1f2a44',
          available: true,
          image: navyImage,
          secondImage: navyBack,
        },
      ],
    });
    expect(shownColour(withSecond).secondImage?.url).toBe('/media/p/first-2.svg');
    expect(shownColour(withSecond, ['navy']).secondImage).toBe(navyBack);
    // No picture of the grey: the product's first, and no second that belongs to another colour.
    expect(shownColour(withSecond, ['grey']).secondImage).toBeUndefined();
  });
});

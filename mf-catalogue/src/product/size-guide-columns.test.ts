import type { SizeGuide } from '@shop/shared';
import { linenShirt } from '../test/catalogue-fixtures';
import { sizeGuideColumns } from './size-guide-columns';

const lettered = linenShirt.sizeGuide as SizeGuide;

const numbered: SizeGuide = {
  id: 'women-clothing',
  title: 'Abiti donna',
  note: null,
  measurements: ['bust', 'waist', 'hips'],
  rows: [
    {
      size: '40',
      letter: 'S',
      systems: { it: '40', eu: '36', uk: '8', us: '4' },
      measurements: {
        bust: { min: 84, max: 88 },
        waist: { min: 66, max: 70 },
        hips: { min: 92, max: 96 },
      },
    },
  ],
};

describe('sizeGuideColumns', () => {
  it('gives letter sizes their Italian number beside the other systems', () => {
    expect(sizeGuideColumns(lettered)).toEqual({
      letter: false,
      systems: ['it', 'eu', 'uk', 'us'],
      measurements: ['chest', 'waist'],
    });
  });

  it('gives numbered sizes their letter, and no Italian column repeating the size', () => {
    expect(sizeGuideColumns(numbered)).toEqual({
      letter: true,
      systems: ['eu', 'uk', 'us'],
      measurements: ['bust', 'waist', 'hips'],
    });
  });

  it('shows no measurements an older API did not send', () => {
    const { measurements: _measurements, ...older } = lettered;
    expect(
      sizeGuideColumns({
        ...older,
        rows: older.rows.map(({ size, systems }) => ({ size, systems })),
      }).measurements,
    ).toEqual([]);
  });
});

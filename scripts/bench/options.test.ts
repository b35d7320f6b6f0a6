import { AREAS, parseOptions } from './options';

describe('parseOptions', () => {
  it('runs every part by default, and only the named ones in bench order with --only', () => {
    expect(parseOptions([]).areas).toEqual([...AREAS]);
    expect(parseOptions(['--only=api,pages']).areas).toEqual(['pages', 'api']);
  });

  it('refuses a part it does not know, an empty list and stray arguments', () => {
    expect(() => parseOptions(['--only=page'])).toThrow(/--only takes/);
    expect(() => parseOptions(['--only='])).toThrow(/--only takes/);
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown option --fast/);
  });
});

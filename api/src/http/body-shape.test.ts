import { bodyShapeProblem } from './body-shape';

const limits = { maxDepth: 4, maxEntries: 3 };

describe('a JSON body read for its shape before it is parsed', () => {
  it('passes bodies within the limits, whatever their size', () => {
    expect(bodyShapeProblem('{"a":[1,2,3],"b":{"c":[{"d":1}]},"e":"x"}', limits)).toBeNull();
    expect(bodyShapeProblem('[]', limits)).toBeNull();
    expect(bodyShapeProblem('{}', limits)).toBeNull();
    expect(bodyShapeProblem(`{"long":"${'x'.repeat(100_000)}"}`, limits)).toBeNull();
  });

  it('refuses nesting deeper than the limit, arrays and objects alike', () => {
    expect(bodyShapeProblem('[[[[1]]]]', limits)).toBeNull();
    expect(bodyShapeProblem('[[[[[1]]]]]', limits)).toBe('tooDeep');
    expect(bodyShapeProblem('{"a":{"b":{"c":{"d":{}}}}}', limits)).toBe('tooDeep');
    expect(bodyShapeProblem('['.repeat(500_000) + ']'.repeat(500_000), limits)).toBe('tooDeep');
  });

  it('refuses an array or object with more entries than the limit', () => {
    expect(bodyShapeProblem('[1,2,3]', limits)).toBeNull();
    expect(bodyShapeProblem('[1,2,3,4]', limits)).toBe('tooManyEntries');
    expect(bodyShapeProblem('[[],[],[],[]]', limits)).toBe('tooManyEntries');
    expect(bodyShapeProblem('{"a":1,"b":2,"c":3,"d":4}', limits)).toBe('tooManyEntries');
    // Each container counts its own entries.
    expect(bodyShapeProblem('[[1,2,3],[1,2,3],[1,2,3]]', limits)).toBeNull();
  });

  it('does not count brackets and commas inside strings, escaped quotes included', () => {
    expect(bodyShapeProblem('["[[[[[[,,,,,,"]', limits)).toBeNull();
    expect(bodyShapeProblem('{"a":"\\"[[[[[[,,,,\\\\","b":1}', limits)).toBeNull();
  });
});

import { jsonShapeProblem } from './json-limits';

const limits = { maxDepth: 64, maxContainers: 1000 };

describe('jsonShapeProblem (issue 25: a document nested 10,000 deep or with absurd counts is refused before parsing)', () => {
  it('accepts an ordinary document, brackets inside strings included', async () => {
    expect(await jsonShapeProblem('{"a":[1,{"b":"[[[{{{\\"]]]"}],"c":null}', limits)).toBeNull();
  });

  it('refuses a document nested 10,000 deep', async () => {
    expect(await jsonShapeProblem('['.repeat(10_000) + ']'.repeat(10_000), limits)).toBe('too deep');
  });

  it('refuses more objects and arrays than allowed, however flat', async () => {
    expect(await jsonShapeProblem(`[${Array.from({ length: 1001 }, () => '{}').join(',')}]`, limits)).toBe('too many values');
  });

  it('keeps an escaped quote at a chunk boundary inside its string', async () => {
    // The boundary falls between the backslash and the quote it escapes.
    expect(await jsonShapeProblem('["ab\\"[[[["]', { maxDepth: 2, maxContainers: 10 }, 4)).toBeNull();
  });
});

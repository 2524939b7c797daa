import fc from 'fast-check';
import { maxWeightMatching, WeightedEdge } from './blossom';

/** Best (size, weight) over all matchings, by exhaustive search. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): { size: number; weight: number } {
  const weightOf = new Map<string, number>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    weightOf.set(key, Math.max(weightOf.get(key) ?? -Infinity, e.weight));
  }
  let best = { size: 0, weight: 0 };
  const used = new Array<boolean>(n).fill(false);
  const visit = (from: number, size: number, weight: number): void => {
    const better = maxCardinality ? size > best.size || (size === best.size && weight > best.weight) : weight > best.weight;
    if (better) best = { size, weight };
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) return;
    used[v] = true;
    visit(v + 1, size, weight); // v stays single
    for (let w = v + 1; w < n; w++) {
      const edgeWeight = weightOf.get(`${v}-${w}`);
      if (used[w] || edgeWeight === undefined) continue;
      used[w] = true;
      visit(v + 1, size + 1, weight + edgeWeight);
      used[w] = false;
    }
    used[v] = false;
  };
  visit(0, 0, 0);
  return best;
}

function evaluate(mate: Int32Array, edges: readonly WeightedEdge[]): { size: number; weight: number } {
  let size = 0;
  let weight = 0;
  for (let v = 0; v < mate.length; v++) {
    const w = mate[v];
    if (w > v) {
      size++;
      weight += Math.max(...edges.filter((e) => (e.u === v && e.v === w) || (e.u === w && e.v === v)).map((e) => e.weight));
    }
  }
  return { size, weight };
}

const graph = fc.integer({ min: 2, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(
      fc
        .record({ u: fc.nat(n - 1), offset: fc.integer({ min: 1, max: n - 1 }), weight: fc.integer({ min: -5, max: 30 }) })
        .map(({ u, offset, weight }) => ({ u, v: (u + offset) % n, weight })),
      { maxLength: 30 },
    ),
  }),
);

describe('maxWeightMatching', () => {
  it('matches a symmetric mate array', () => {
    const mate = maxWeightMatching(
      4,
      [
        { u: 0, v: 1, weight: 5 },
        { u: 1, v: 2, weight: 11 },
        { u: 2, v: 3, weight: 5 },
      ],
      false,
    );
    expect([...mate]).toEqual([-1, 2, 1, -1]);
  });

  it('prefers cardinality over weight when asked', () => {
    const edges = [
      { u: 0, v: 1, weight: 5 },
      { u: 1, v: 2, weight: 11 },
      { u: 2, v: 3, weight: 5 },
    ];
    expect([...maxWeightMatching(4, edges, true)]).toEqual([1, 0, 3, 2]);
  });

  it('handles nested blossoms (S-blossom relabelled as T)', () => {
    const edges: WeightedEdge[] = [
      [1, 2, 19],
      [1, 3, 20],
      [1, 8, 8],
      [2, 3, 25],
      [2, 4, 18],
      [3, 5, 18],
      [4, 5, 13],
      [4, 7, 7],
      [5, 6, 7],
    ].map(([u, v, weight]) => ({ u: u - 1, v: v - 1, weight }));
    expect([...maxWeightMatching(8, edges, false)].map((m) => m + 1)).toEqual([8, 3, 2, 7, 6, 5, 4, 1]);
  });

  it('expands a T-blossom carrying a nested blossom', () => {
    const edges: WeightedEdge[] = [
      [1, 2, 45],
      [1, 7, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 95],
      [4, 6, 94],
      [5, 6, 94],
      [6, 7, 50],
      [1, 8, 30],
      [3, 11, 35],
      [5, 9, 36],
      [7, 10, 26],
      [11, 12, 5],
    ].map(([u, v, weight]) => ({ u: u - 1, v: v - 1, weight }));
    expect([...maxWeightMatching(12, edges, false)].map((m) => m + 1)).toEqual([8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11]);
  });

  it('rejects malformed edges as a programming error', () => {
    expect(() => maxWeightMatching(2, [{ u: 0, v: 0, weight: 1 }], false)).toThrow();
  });

  it.each([false, true])('equals brute force on random graphs (maxCardinality=%s)', (maxCardinality) => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const mate = maxWeightMatching(n, edges, maxCardinality);
        for (let v = 0; v < n; v++) if (mate[v] >= 0) expect(mate[mate[v]]).toBe(v);
        const found = evaluate(mate, edges);
        const best = bruteForce(n, edges, maxCardinality);
        expect(found.weight).toBe(best.weight);
        // Without maxCardinality, zero-weight edges may or may not be taken.
        if (maxCardinality) expect(found.size).toBe(best.size);
      }),
      { numRuns: 400 },
    );
  });
});

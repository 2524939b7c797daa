/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with
 * dual variables (primal-dual, O(n^3)), after Galil's exposition and Joris van
 * Rantwijk's well-known formulation.
 */

/** An undirected edge between vertices `u` and `v` (0-based). */
export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: number;
}

/**
 * Returns `mate`, where `mate[v]` is the vertex matched to `v`, or -1.
 * With `maxCardinality`, the result is the heaviest among the matchings of
 * maximum size; otherwise the heaviest matching of any size.
 * Integer weights give exact results.
 */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality: boolean): Int32Array {
  const n = vertexCount;
  const edgeCount = edges.length;
  const mate = new Int32Array(n).fill(-1);
  if (edgeCount === 0) return mate;

  // Edge k has endpoints 2k (u) and 2k+1 (v); `p ^ 1` is the other end.
  const endpoint = new Int32Array(2 * edgeCount);
  const weight = new Float64Array(edgeCount);
  const neighbourEnds: number[][] = Array.from({ length: n }, () => []);
  let maxWeight = 0;
  for (let k = 0; k < edgeCount; k++) {
    const { u, v, weight: w } = edges[k];
    if (u === v || u < 0 || v < 0 || u >= n || v >= n) {
      throw new Error(`maxWeightMatching: invalid edge ${u}-${v}`);
    }
    endpoint[2 * k] = u;
    endpoint[2 * k + 1] = v;
    weight[k] = w;
    neighbourEnds[u].push(2 * k + 1);
    neighbourEnds[v].push(2 * k);
    if (w > maxWeight) maxWeight = w;
  }

  // Per vertex: remote endpoint of the matched edge, or -1.
  const mateEnd = new Int32Array(n).fill(-1);
  // Per (sub)blossom b (vertices are trivial blossoms 0..n-1):
  // label 0 free, 1 S (outer), 2 T (inner); labelEnd = endpoint through which it was labelled.
  const label = new Int32Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChildren: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEnds: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  const allowEdge = new Uint8Array(edgeCount);
  let queue: number[] = [];

  const slack = (k: number): number => dual[endpoint[2 * k]] + dual[endpoint[2 * k + 1]] - 2 * weight[k];

  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) {
      out.push(b);
    } else {
      for (const child of blossomChildren[b] as number[]) leaves(child, out);
    }
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inBlossom[w];
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) {
      leaves(b, queue);
    } else {
      const base = blossomBase[b];
      assignLabel(endpoint[mateEnd[base]], 1, mateEnd[base] ^ 1);
    }
  };

  // Trace back from v and w to find a common S-ancestor (new blossom base) or -1 (augmenting path).
  const scanBlossom = (vStart: number, wStart: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = vStart;
    let w = wStart;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w !== -1) {
        const swap = v;
        v = w;
        w = swap;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop() as number;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      ends.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      ends.push(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    blossomChildren[b] = path;
    blossomEnds[b] = ends;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    for (const leaf of leaves(b, [])) {
      if (label[inBlossom[leaf]] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // Least-slack edges from the new blossom to each neighbouring S-blossom.
    const bestEdgeTo = new Map<number, number>();
    for (const sub of path) {
      const lists: number[][] = blossomBestEdges[sub]
        ? [blossomBestEdges[sub] as number[]]
        : leaves(sub, []).map((leaf) => neighbourEnds[leaf].map((p) => p >> 1));
      for (const list of lists) {
        for (const e of list) {
          let j = endpoint[2 * e + 1];
          if (inBlossom[j] === b) j = endpoint[2 * e];
          const bj = inBlossom[j];
          if (bj !== b && label[bj] === 1) {
            const current = bestEdgeTo.get(bj);
            if (current === undefined || slack(e) < slack(current)) bestEdgeTo.set(bj, e);
          }
        }
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const best = [...bestEdgeTo.values()];
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) {
      if (bestEdge[b] === -1 || slack(e) < slack(bestEdge[b])) bestEdge[b] = e;
    }
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const children = blossomChildren[b] as number[];
    const ends = blossomEnds[b] as number[];
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) {
        inBlossom[s] = s;
      } else if (endStage && dual[s] === 0) {
        expandBlossom(s, endStage);
      } else {
        for (const leaf of leaves(s, [])) inBlossom[leaf] = s;
      }
    }
    if (!endStage && label[b] === 2) {
      // Relabel the sub-blossoms on the even path from the entry child to the base.
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let j = children.indexOf(entryChild);
      let step: number;
      let endTrick: number;
      if (j & 1) {
        j -= children.length;
        step = 1;
        endTrick = 0;
      } else {
        step = -1;
        endTrick = 1;
      }
      const at = (i: number): number => (i < 0 ? i + children.length : i);
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[ends[at(j - endTrick)] ^ endTrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[ends[at(j - endTrick)] >> 1] = 1;
        j += step;
        p = ends[at(j - endTrick)] ^ endTrick;
        allowEdge[p >> 1] = 1;
        j += step;
      }
      const bv = children[at(j)];
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += step;
      while (children[at(j)] !== entryChild) {
        const sub = children[at(j)];
        if (label[sub] === 1) {
          j += step;
          continue;
        }
        const reached = leaves(sub, []).find((leaf) => label[leaf] !== 0);
        if (reached !== undefined) {
          label[reached] = 0;
          label[endpoint[mateEnd[blossomBase[sub]]]] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChildren[b] = blossomEnds[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  // Swap matched/unmatched edges along the path inside blossom b from v to its base.
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const children = blossomChildren[b] as number[];
    const ends = blossomEnds[b] as number[];
    const i = children.indexOf(t);
    let j = i;
    let step: number;
    let endTrick: number;
    if (i & 1) {
      j -= children.length;
      step = 1;
      endTrick = 0;
    } else {
      step = -1;
      endTrick = 1;
    }
    const at = (x: number): number => (x < 0 ? x + children.length : x);
    while (j !== 0) {
      j += step;
      t = children[at(j)];
      const p = ends[at(j - endTrick)] ^ endTrick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += step;
      t = children[at(j)];
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mateEnd[endpoint[p]] = p ^ 1;
      mateEnd[endpoint[p ^ 1]] = p;
    }
    blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    blossomEnds[b] = ends.slice(i).concat(ends.slice(0, i));
    blossomBase[b] = blossomBase[(blossomChildren[b] as number[])[0]];
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [endpoint[2 * k], 2 * k + 1],
      [endpoint[2 * k + 1], 2 * k],
    ];
    for (const [start, firstEnd] of starts) {
      let s = start;
      let p = firstEnd;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mateEnd[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mateEnd[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) {
      if (mateEnd[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (const p of neighbourEnds[v]) {
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with tight edges: adjust the duals by the smallest delta.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dual[v] < delta) delta = dual[v];
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && (deltaType === -1 || dual[b] < delta)) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // Max-cardinality mode and nothing left to grow: finish with a final dual step.
        deltaType = 1;
        let minDual = Infinity;
        for (let v = 0; v < n; v++) if (dual[v] < minDual) minDual = dual[v];
        delta = Math.max(0, minDual);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = endpoint[2 * deltaEdge];
        if (label[inBlossom[i]] === 0) i = endpoint[2 * deltaEdge + 1];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(endpoint[2 * deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    // End of stage: expand S-blossoms whose dual reached zero.
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) {
        expandBlossom(b, true);
      }
    }
  }

  for (let v = 0; v < n; v++) if (mateEnd[v] >= 0) mate[v] = endpoint[mateEnd[v]];
  return mate;
}

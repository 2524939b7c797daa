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
  if (edges.length === 0) return new Int32Array(vertexCount).fill(-1);
  return new BlossomMatching(vertexCount, edges).solve(maxCardinality);
}

/** `i` within a cyclic list of `length` entries, walked backwards past 0. */
function cyclic(i: number, length: number): number {
  return i < 0 ? i + length : i;
}

/**
 * The algorithm's state and steps. A class rather than one function with
 * helper closures: a server pairs a round now and then, and closures made per
 * call left V8 recompiling the whole algorithm on every call (issue 28).
 */
class BlossomMatching {
  private readonly n: number;
  // Edge k has endpoints 2k (u) and 2k+1 (v); `p ^ 1` is the other end.
  private readonly endpoint: Int32Array;
  private readonly weight: Float64Array;
  private readonly neighbourEnds: number[][];
  // Per vertex: remote endpoint of the matched edge, or -1.
  private readonly mateEnd: Int32Array;
  // Per (sub)blossom b (vertices are trivial blossoms 0..n-1):
  // label 0 free, 1 S (outer), 2 T (inner); labelEnd = endpoint through which it was labelled.
  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChildren: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  private readonly blossomEnds: (number[] | null)[];
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unusedBlossoms: number[] = [];
  private readonly dual: Float64Array;
  private readonly allowEdge: Uint8Array;
  private queue: number[] = [];

  constructor(vertexCount: number, edges: readonly WeightedEdge[]) {
    const n = vertexCount;
    const edgeCount = edges.length;
    this.n = n;
    this.endpoint = new Int32Array(2 * edgeCount);
    this.weight = new Float64Array(edgeCount);
    this.neighbourEnds = Array.from({ length: n }, () => []);
    let maxWeight = 0;
    for (let k = 0; k < edgeCount; k++) {
      const { u, v, weight: w } = edges[k];
      if (u === v || u < 0 || v < 0 || u >= n || v >= n) {
        throw new Error(`maxWeightMatching: invalid edge ${u}-${v}`);
      }
      this.endpoint[2 * k] = u;
      this.endpoint[2 * k + 1] = v;
      this.weight[k] = w;
      this.neighbourEnds[u].push(2 * k + 1);
      this.neighbourEnds[v].push(2 * k);
      if (w > maxWeight) maxWeight = w;
    }
    this.mateEnd = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomChildren = new Array<number[] | null>(2 * n).fill(null);
    this.blossomBase = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomEnds = new Array<number[] | null>(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(2 * n).fill(null);
    for (let b = 2 * n - 1; b >= n; b--) this.unusedBlossoms.push(b);
    this.dual = new Float64Array(2 * n);
    for (let v = 0; v < n; v++) this.dual[v] = maxWeight;
    this.allowEdge = new Uint8Array(edgeCount);
  }

  private slack(k: number): number {
    return this.dual[this.endpoint[2 * k]] + this.dual[this.endpoint[2 * k + 1]] - 2 * this.weight[k];
  }

  private leaves(b: number, out: number[]): number[] {
    if (b < this.n) {
      out.push(b);
    } else {
      for (const child of this.blossomChildren[b] as number[]) this.leaves(child, out);
    }
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const { inBlossom, label, labelEnd, bestEdge } = this;
    const b = inBlossom[w];
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) {
      this.leaves(b, this.queue);
    } else {
      const base = this.blossomBase[b];
      this.assignLabel(this.endpoint[this.mateEnd[base]], 1, this.mateEnd[base] ^ 1);
    }
  }

  // Trace back from v and w to find a common S-ancestor (new blossom base) or -1 (augmenting path).
  private scanBlossom(vStart: number, wStart: number): number {
    const { inBlossom, label, labelEnd, endpoint } = this;
    const path: number[] = [];
    let base = -1;
    let v = vStart;
    let w = wStart;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = this.blossomBase[b];
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
  }

  private addBlossom(base: number, k: number): void {
    const { endpoint, inBlossom, label, labelEnd, blossomParent, blossomBestEdges, bestEdge, neighbourEnds } = this;
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = this.unusedBlossoms.pop() as number;
    this.blossomBase[b] = base;
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
    this.blossomChildren[b] = path;
    this.blossomEnds[b] = ends;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    this.dual[b] = 0;
    for (const leaf of this.leaves(b, [])) {
      if (label[inBlossom[leaf]] === 2) this.queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // Least-slack edges from the new blossom to each neighbouring S-blossom.
    const bestEdgeTo = new Map<number, number>();
    for (const sub of path) {
      const subBest = blossomBestEdges[sub];
      if (subBest) {
        for (const e of subBest) this.considerBestEdge(bestEdgeTo, b, e);
      } else {
        for (const leaf of this.leaves(sub, [])) {
          for (const p of neighbourEnds[leaf]) this.considerBestEdge(bestEdgeTo, b, p >> 1);
        }
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const best = [...bestEdgeTo.values()];
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) {
      if (bestEdge[b] === -1 || this.slack(e) < this.slack(bestEdge[b])) bestEdge[b] = e;
    }
  }

  /** Keeps edge e in `bestEdgeTo` if it is the least-slack edge from blossom b to an S-blossom. */
  private considerBestEdge(bestEdgeTo: Map<number, number>, b: number, e: number): void {
    let j = this.endpoint[2 * e + 1];
    if (this.inBlossom[j] === b) j = this.endpoint[2 * e];
    const bj = this.inBlossom[j];
    if (bj !== b && this.label[bj] === 1) {
      const current = bestEdgeTo.get(bj);
      if (current === undefined || this.slack(e) < this.slack(current)) bestEdgeTo.set(bj, e);
    }
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const { n, endpoint, inBlossom, label, labelEnd, blossomParent, allowEdge, bestEdge } = this;
    const children = this.blossomChildren[b] as number[];
    const ends = this.blossomEnds[b] as number[];
    const length = children.length;
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) {
        inBlossom[s] = s;
      } else if (endStage && this.dual[s] === 0) {
        this.expandBlossom(s, endStage);
      } else {
        for (const leaf of this.leaves(s, [])) inBlossom[leaf] = s;
      }
    }
    if (!endStage && label[b] === 2) {
      // Relabel the sub-blossoms on the even path from the entry child to the base.
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let j = children.indexOf(entryChild);
      let step: number;
      let endTrick: number;
      if (j & 1) {
        j -= length;
        step = 1;
        endTrick = 0;
      } else {
        step = -1;
        endTrick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[ends[cyclic(j - endTrick, length)] ^ endTrick ^ 1]] = 0;
        this.assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[ends[cyclic(j - endTrick, length)] >> 1] = 1;
        j += step;
        p = ends[cyclic(j - endTrick, length)] ^ endTrick;
        allowEdge[p >> 1] = 1;
        j += step;
      }
      const bv = children[cyclic(j, length)];
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += step;
      while (children[cyclic(j, length)] !== entryChild) {
        const sub = children[cyclic(j, length)];
        if (label[sub] === 1) {
          j += step;
          continue;
        }
        const reached = this.firstLabelledLeaf(sub);
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint[this.mateEnd[this.blossomBase[sub]]]] = 0;
          this.assignLabel(reached, 2, labelEnd[reached]);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    this.blossomChildren[b] = this.blossomEnds[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  private firstLabelledLeaf(b: number): number {
    for (const leaf of this.leaves(b, [])) if (this.label[leaf] !== 0) return leaf;
    return -1;
  }

  // Swap matched/unmatched edges along the path inside blossom b from v to its base.
  private augmentBlossom(b: number, v: number): void {
    const { n, endpoint, blossomParent, mateEnd } = this;
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) this.augmentBlossom(t, v);
    const children = this.blossomChildren[b] as number[];
    const ends = this.blossomEnds[b] as number[];
    const length = children.length;
    const i = children.indexOf(t);
    let j = i;
    let step: number;
    let endTrick: number;
    if (i & 1) {
      j -= length;
      step = 1;
      endTrick = 0;
    } else {
      step = -1;
      endTrick = 1;
    }
    while (j !== 0) {
      j += step;
      t = children[cyclic(j, length)];
      const p = ends[cyclic(j - endTrick, length)] ^ endTrick;
      if (t >= n) this.augmentBlossom(t, endpoint[p]);
      j += step;
      t = children[cyclic(j, length)];
      if (t >= n) this.augmentBlossom(t, endpoint[p ^ 1]);
      mateEnd[endpoint[p]] = p ^ 1;
      mateEnd[endpoint[p ^ 1]] = p;
    }
    const rotated = children.slice(i).concat(children.slice(0, i));
    this.blossomChildren[b] = rotated;
    this.blossomEnds[b] = ends.slice(i).concat(ends.slice(0, i));
    this.blossomBase[b] = this.blossomBase[rotated[0]];
  }

  private augmentMatching(k: number): void {
    const { endpoint, inBlossom, labelEnd, mateEnd, n } = this;
    for (let side = 0; side < 2; side++) {
      let s = endpoint[2 * k + side];
      let p = 2 * k + 1 - side;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) this.augmentBlossom(bs, s);
        mateEnd[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) this.augmentBlossom(bt, j);
        mateEnd[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  }

  /**
   * Grows alternating trees from the free vertices along tight edges.
   * Returns true once an augmenting path was found and used.
   */
  private growTrees(): boolean {
    const { endpoint, inBlossom, label, labelEnd, allowEdge, bestEdge, neighbourEnds, queue } = this;
    while (queue.length > 0) {
      const v = queue.pop() as number;
      for (const p of neighbourEnds[v]) {
        const k = p >> 1;
        const w = endpoint[p];
        if (inBlossom[v] === inBlossom[w]) continue;
        let kSlack = 0;
        if (!allowEdge[k]) {
          kSlack = this.slack(k);
          if (kSlack <= 0) allowEdge[k] = 1;
        }
        if (allowEdge[k]) {
          if (label[inBlossom[w]] === 0) {
            this.assignLabel(w, 2, p ^ 1);
          } else if (label[inBlossom[w]] === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) {
              this.addBlossom(base, k);
            } else {
              this.augmentMatching(k);
              return true;
            }
          } else if (label[w] === 0) {
            label[w] = 2;
            labelEnd[w] = p ^ 1;
          }
        } else if (label[inBlossom[w]] === 1) {
          const b = inBlossom[v];
          if (bestEdge[b] === -1 || kSlack < this.slack(bestEdge[b])) bestEdge[b] = k;
        } else if (label[w] === 0) {
          if (bestEdge[w] === -1 || kSlack < this.slack(bestEdge[w])) bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  /**
   * No augmenting path with tight edges: adjusts the duals by the smallest delta.
   * Returns false when the stage (and the whole search) is over.
   */
  private adjustDuals(maxCardinality: boolean): boolean {
    const { n, dual, label, inBlossom, bestEdge, blossomParent, blossomBase, endpoint, allowEdge } = this;
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
        const d = this.slack(bestEdge[v]);
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 2;
          deltaEdge = bestEdge[v];
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
        const d = this.slack(bestEdge[b]) / 2;
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
    if (deltaType === 1) return false;
    if (deltaType === 2) {
      allowEdge[deltaEdge] = 1;
      let i = endpoint[2 * deltaEdge];
      if (label[inBlossom[i]] === 0) i = endpoint[2 * deltaEdge + 1];
      this.queue.push(i);
    } else if (deltaType === 3) {
      allowEdge[deltaEdge] = 1;
      this.queue.push(endpoint[2 * deltaEdge]);
    } else {
      this.expandBlossom(deltaBlossom, false);
    }
    return true;
  }

  solve(maxCardinality: boolean): Int32Array {
    const { n, label, inBlossom, mateEnd, blossomParent, blossomBase, dual, endpoint } = this;
    for (let stage = 0; stage < n; stage++) {
      label.fill(0);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allowEdge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (mateEnd[v] === -1 && label[inBlossom[v]] === 0) this.assignLabel(v, 1, -1);
      }
      let augmented = false;
      for (;;) {
        augmented = this.growTrees();
        if (augmented || !this.adjustDuals(maxCardinality)) break;
      }
      if (!augmented) break;
      // End of stage: expand S-blossoms whose dual reached zero.
      for (let b = n; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) {
          this.expandBlossom(b, true);
        }
      }
    }
    const mate = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) if (mateEnd[v] >= 0) mate[v] = endpoint[mateEnd[v]];
    return mate;
  }
}

import type { PlayerId } from '../model';
import type { PairingExplanation } from './explanations';

export interface SeatedPair {
  readonly player1: PlayerId;
  readonly player2: PlayerId;
}

export interface TableNumbers {
  /** Table of each pair, in the order given. */
  readonly tables: number[];
  readonly explanations: PairingExplanation[];
}

/**
 * Numbers the tables of `pairs`, given best pair first. A player with a fixed table
 * keeps it (the first claim wins a clash); the other pairs take the free numbers
 * in order, so table 1 is the highest pair.
 */
export function assignTables(pairs: readonly SeatedPair[], fixedTables: ReadonlyMap<PlayerId, number>): TableNumbers {
  const tables = new Array<number>(pairs.length).fill(0);
  const taken = new Set<number>();
  const explanations: PairingExplanation[] = [];
  const clashes: { pair: number; player: PlayerId; table: number }[] = [];
  pairs.forEach((pair, i) => {
    for (const player of [pair.player1, pair.player2]) {
      const table = fixedTables.get(player);
      if (table === undefined) continue;
      if (tables[i] === 0 && !taken.has(table)) {
        tables[i] = table;
        taken.add(table);
        explanations.push({ code: 'FIXED_TABLE', player, table });
      } else if (tables[i] !== table) {
        clashes.push({ pair: i, player, table });
      }
    }
  });
  let next = 1;
  pairs.forEach((_, i) => {
    if (tables[i] !== 0) return;
    while (taken.has(next)) next++;
    tables[i] = next;
    taken.add(next);
  });
  for (const c of clashes) {
    explanations.push({ code: 'FIXED_TABLE_CLASH', player: c.player, table: c.table, assignedTable: tables[c.pair] });
  }
  return { tables, explanations };
}

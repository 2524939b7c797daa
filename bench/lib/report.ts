import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadAverage, machine, REPO_ROOT } from '@taikai/testkit';

export interface Row {
  benchmark: string;
  result: string;
  target: string;
  met: boolean;
  /** 1 / 5 / 15-minute load average when the figure was taken. */
  load: string;
  notes?: string;
}

/** Prints the rows as a Markdown table and keeps them in tmp/bench/<name>.json. */
export function record(name: string, rows: Row[]): void {
  const dir = path.join(REPO_ROOT, 'tmp/bench');
  mkdirSync(dir, { recursive: true });
  const meta = { date: new Date().toISOString(), machine: machine(), loadAtEnd: loadAverage() };
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ ...meta, rows }, null, 2));
  console.log(`\n${meta.date} — ${meta.machine}`);
  console.log(table(rows));
}

export function table(rows: Row[]): string {
  const lines = ['| Benchmark | Result | Target | Met | Load avg (1/5/15 min) |', '|---|---|---|---|---|'];
  for (const row of rows)
    lines.push(
      `| ${row.benchmark} | ${row.result}${row.notes ? ` — ${row.notes}` : ''} | ${row.target} | ${row.met ? 'yes' : '**no**'} | ${row.load} |`,
    );
  return lines.join('\n');
}

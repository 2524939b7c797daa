import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The messages one of the project's rules gives `code`, linted as if it were `file` (a path from the
 * repository's root) through the repository's ESLint config, as CI runs it: the rules' own specs use it.
 */
export function lintText(rule: string, file: string, code: string): string[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '-f', 'json'],
      { cwd: ROOT, input: code, encoding: 'utf8' },
    );
  } catch (error) {
    out = (error as { stdout: string }).stdout; // exit code 1: problems found
  }
  // Without a cached project graph, Nx's boundary rule prints a warning before the report.
  const [result] = JSON.parse(out.slice(out.indexOf('['))) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

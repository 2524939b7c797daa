/**
 * The judge's rules reference over GraphQL: loading a full-size made-up Comprehensive Rules (about
 * 2 MB of UTF-8 in the Japanese translation's layout: about 9,600 rules, a 900-term glossary with
 * readings and English names; the publishers' texts are not in the repository), a second
 * version (what changed is computed in the same change), the first search of a version in a new
 * process (the text read, parsed and indexed), then searches by number, katakana term, its kana
 * reading, its English name and a word.
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, loadAverage, staffLogin, startApi } from '@taikai/testkit';
import type { Row } from './lib/report';

const TARGET_BYTES = 1_950_000;
const RUNS = Number(process.env.BENCH_RULES_RUNS ?? 7);
const SEARCH_TARGET_MS = 100;
const SYLLABLES = 'カキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロガギグゲゴ'.split('');
const WORDS = ['戦闘', 'ダメージ', 'クリーチャー', 'プレイヤー', '呪文', '能力', '効果', '領域', '墓地', '手札', 'ライブラリー', '対象'];
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';

interface Synthetic {
  text: string;
  term: { katakana: string; english: string; rule: string };
}

/** A made-up Comprehensive Rules text, seeded: the same text every run. */
function syntheticRules(variant: number): Synthetic {
  let seed = 20231110;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const sentence = () => `${Array.from({ length: 6 }, () => pick(WORDS)).join('の')}は${pick(WORDS)}である。`;
  const wrap = (line: string) => line.match(/.{1,36}/g)!.join('\n');
  const lines: string[] = [];
  const glossary: string[] = [];
  let term: Synthetic['term'] | undefined;
  let bytes = 0;
  for (let section = 1; section <= 9; section++) {
    lines.push(`${section}. 第${section}章`);
    for (let major = section * 100; major < section * 100 + 30 && bytes < TARGET_BYTES; major++) {
      lines.push(`${major}. 規則${major}`);
      for (let minor = 1; minor <= 10; minor++) {
        const keyword = Array.from({ length: 4 }, () => pick(SYLLABLES)).join('');
        const english = `Keyword${major}x${minor}`;
        lines.push(`${major}.${minor}. ${keyword}／${english}`);
        // A newer version: one rule in fifty reworded.
        for (let letter = 0; letter < 5; letter++) {
          const changed = variant > 0 && (major * 7 + minor * 3 + letter) % 50 === 0 ? '改訂。' : '';
          // Wrapped as the translation is: mid-sentence, never inside an English word.
          lines.push(wrap(`${major}.${minor}${LETTERS[letter]} ${sentence()}${sentence()}${changed}`), `rule ${major}.${minor} 参照。`);
        }
        if (glossary.length < 1800) {
          const reading = [...keyword].map((c) => String.fromCharCode(c.charCodeAt(0) - 0x60)).join('');
          glossary.push(`${keyword}（${reading}）／${english}`, `　${sentence()}rule ${major}.${minor}〔${keyword}〕参照。`);
          term ??= { katakana: keyword, english, rule: `${major}.${minor}` };
        }
      }
      bytes = Buffer.byteLength(lines.join('\n')) + Buffer.byteLength(glossary.join('\n'));
    }
  }
  return { text: [...lines, '用語集', ...glossary, ''].join('\n'), term: term! };
}

export async function benchRules(): Promise<Row[]> {
  const store = await createStore('postgres');
  let api = await startApi(store.env);
  const rows: Row[] = [];
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { ms: performance.now() - started, value };
  };
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  try {
    const staff = await staffLogin(api.url);
    const organizationId = (await gql(api.url, '{ organizations { id } }', {}, staff)).organizations[0].id;
    const load = `mutation($o: ID!, $v: String!, $c: String!) {
      loadRulesDocument(organizationId: $o, documentKind: "CR", version: $v, content: $c) { id ruleCount glossaryCount changes { added removed changed } }
    }`;
    const first = syntheticRules(0);
    const size = `${(Buffer.byteLength(first.text) / 1e6).toFixed(2)} MB`;
    const loaded = await timed(() => gql(api.url, load, { o: organizationId, v: '1', c: first.text }, staff));
    const { id, ruleCount, glossaryCount } = loaded.value.loadRulesDocument;
    const label = `rules reference, ${size} CR (${ruleCount.toLocaleString('en')} rules, ${glossaryCount} terms)`;
    rows.push({ benchmark: `${label}: load`, result: `${loaded.ms.toFixed(0)} ms`, target: 'comparison', met: true, load: loadAverage() });
    const second = await timed(() => gql(api.url, load, { o: organizationId, v: '2', c: syntheticRules(1).text }, staff));
    rows.push({
      benchmark: `${label}: load a newer version (${changeCounts(second.value.loadRulesDocument.changes)})`,
      result: `${second.ms.toFixed(0)} ms`,
      target: 'comparison',
      met: true,
      load: loadAverage(),
    });
    const search = 'query($d: ID!, $q: String!) { searchRules(documentId: $d, query: $q) { number term } }';
    // A new process: its first search of the version reads, parses and indexes the text.
    await api.stop();
    await api.exited;
    api = await startApi(store.env);
    const token = await staffLogin(api.url);
    const cold = await timed(() => gql(api.url, search, { d: id, q: first.term.rule }, token));
    rows.push({
      benchmark: `${label}: first search in a new process (text read, parsed, indexed)`,
      result: `${cold.ms.toFixed(0)} ms`,
      target: 'comparison',
      met: true,
      load: loadAverage(),
    });
    const { term } = first;
    const reading = [...term.katakana].map((c) => String.fromCharCode(c.charCodeAt(0) - 0x60)).join('');
    for (const [name, query] of [
      ['by number', term.rule],
      ['by katakana term', term.katakana],
      ['by kana reading', reading],
      ['by English term', term.english],
      ['by words', '戦闘のダメージ'],
    ] as const) {
      const times: number[] = [];
      let top = '';
      for (let run = 0; run < RUNS; run++) {
        const result = await timed(() => gql(api.url, search, { d: id, q: query }, token));
        times.push(result.ms);
        top = result.value.searchRules[0]?.number ?? result.value.searchRules[0]?.term ?? '';
      }
      console.log(`${name} ${query}: ${times.map((t) => t.toFixed(0)).join(', ')} ms, first hit ${top}`);
      rows.push({
        benchmark: `${label}: search ${name} (first hit ${top})`,
        result: `${median(times).toFixed(0)} ms median of ${RUNS} (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})`,
        target: `< ${SEARCH_TARGET_MS} ms`,
        met: median(times) < SEARCH_TARGET_MS,
        load: loadAverage(),
      });
    }
  } finally {
    await api.stop();
    await api.exited;
    await store.drop();
  }
  return rows;
}

function changeCounts(changes: { added: string[]; removed: string[]; changed: string[] }): string {
  return `${changes.changed.length} rules changed, ${changes.added.length} added, ${changes.removed.length} removed`;
}

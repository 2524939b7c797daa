import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorCode } from './error-codes';
import { negotiateLanguage } from './language';
import { labels, messages, reasons, translate } from './messages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['ja', 'ja'],
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['fr-FR,en;q=0.5,ja;q=0.9', 'ja'],
    ['fr', 'en'],
    ['ja;q=0, en', 'en'],
  ])('%s -> %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('en', 'NOT_FOUND', { entity: 'event' })).toBe('No event with this id.');
  });

  it('translates the reason of an invalid input', () => {
    expect(translate('en', 'INVALID_INPUT', { field: 'bestOf', reason: 'outOfRange' })).toBe(
      'Invalid match length (best of): out of range.',
    );
    expect(translate('ja', 'INVALID_INPUT', { field: 'bestOf', reason: 'outOfRange' })).toBe('勝負の本数が正しくありません: 範囲外です。');
    expect(translate('en', 'INVALID_INPUT', { field: 'externalId', reason: 'duplicate' })).toBe('Invalid player ID: already used.');
    expect(translate('ja', 'NOT_FOUND', { entity: 'phase' })).toBe('該当するステージが見つかりません。');
  });

  it('has every code and reason in every language', () => {
    expect(Object.keys(messages.ja).sort()).toEqual(Object.keys(messages.en).sort());
    expect(Object.keys(reasons.ja).sort()).toEqual(Object.keys(reasons.en).sort());
    expect(Object.keys(labels.ja).sort()).toEqual(Object.keys(labels.en).sort());
  });

  it('knows the codes other zones raise, and a table without one of them does not compile (checked by typecheck)', () => {
    const { ROUND_CLOSED: _core, BACKUP_CONFLICT: _ops, ...incomplete } = messages.ja;
    // @ts-expect-error: core/results' ROUND_CLOSED and ops/backups' BACKUP_CONFLICT have no words
    const ja: Readonly<Record<ErrorCode, string>> = incomplete;
    expect(Object.keys(ja)).toHaveLength(Object.keys(messages.en).length - 2);
    expect(translate('ja', 'ROUND_CLOSED')).toBe('このラウンドは終了しています。結果の変更はスタッフのみ可能です。');
  });

  it('has a label for every field and record name the API refuses with (no internal names in messages)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'generated'
            ? []
            : sources(join(dir, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '../..'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/invalidInput\('(\w+)'|(?:field|entity): '(\w+)'/g)) used.add(match[1] ?? match[2]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !(name in labels.en))).toEqual([]);
  });
});

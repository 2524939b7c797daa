import { en } from '../../app/i18n/en';
import { ja } from '../../app/i18n/ja';
import { playoffLabel } from './playoff';

const translator =
  (messages: object) =>
  (key: string, options: object = {}): string => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)[name]));
  };

describe('the playoff label of a final standings row', () => {
  const rows = [
    { playoff: 'CHAMPION', playoffRoundsBeforeFinal: null },
    { playoff: 'ELIMINATED', playoffRoundsBeforeFinal: 0 },
    { playoff: 'ELIMINATED', playoffRoundsBeforeFinal: 1 },
    { playoff: 'ELIMINATED', playoffRoundsBeforeFinal: 2 },
    { playoff: 'IN_PLAYOFF', playoffRoundsBeforeFinal: null },
    { playoff: null, playoffRoundsBeforeFinal: null },
  ] as const;

  it('names the champion, the finalist, the top 4 and top 8, and those still in, in English', () => {
    expect(rows.map((row) => playoffLabel(row, translator(en)))).toEqual([
      'Champion',
      'Finalist',
      'Top 4',
      'Top 8',
      'In the playoff',
      null,
    ]);
  });

  it('and in Japanese', () => {
    expect(rows.map((row) => playoffLabel(row, translator(ja)))).toEqual([
      '優勝',
      '準優勝',
      'ベスト4',
      'ベスト8',
      '決勝ラウンド進行中',
      null,
    ]);
  });
});

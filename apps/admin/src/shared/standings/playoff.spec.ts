import { en } from '../../app/i18n/en';
import { ja } from '../../app/i18n/ja';
import { playoffLabel, standingsTitle } from './playoff';

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

describe('the standings heading says which round they are after', () => {
  const swiss = (...numbers: number[]) => numbers.map((number) => ({ number, phaseKind: 'SWISS' }));
  it('names the last complete round, or the round whose results are still coming in', () => {
    const enT = translator(en);
    const jaT = translator(ja);
    expect(standingsTitle(enT, null, { standingsRound: 3, rounds: swiss(1, 2, 3) })).toBe('Standings after round 3');
    expect(standingsTitle(jaT, null, { standingsRound: 3, rounds: swiss(1, 2, 3) })).toBe('第3回戦終了時の順位');
    expect(standingsTitle(enT, null, { standingsRound: 3, rounds: swiss(1, 2, 3, 4) })).toBe('Current standings: round 4 in progress');
    expect(standingsTitle(jaT, null, { standingsRound: 3, rounds: swiss(1, 2, 3, 4) })).toBe('現在の順位（第4回戦 進行中）');
    expect(standingsTitle(enT, 2, { standingsRound: 3, rounds: swiss(1, 2, 3, 4) })).toBe('Standings after round 2');
    expect(standingsTitle(enT, null, { standingsRound: null, rounds: [] })).toBe('Current standings');
  });
});

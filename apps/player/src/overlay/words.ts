/** The overlay's few words, en and ja (its own, so the stream page loads nothing of the player page). */
const WORDS = {
  en: {
    round: 'Round {n}',
    table: 'Table {n}',
    top: 'Top {n}',
    record: '{w}-{l}-{d}',
    points: '{n} pts',
    game: 'Game {n}',
    noMatch: 'No featured match',
    off: 'This event has no public page',
    time: 'Time',
    paused: 'Paused',
    final: 'Final',
    seed: '#{n}',
    semifinals: 'Semifinals',
    quarterfinals: 'Quarterfinals',
    finals: 'Finals',
    standings: 'Standings',
  },
  ja: {
    round: '第{n}回戦',
    table: '{n}卓',
    top: 'トップ{n}',
    record: '{w}勝{l}敗{d}分',
    points: '{n}点',
    game: '第{n}ゲーム',
    noMatch: 'フィーチャーマッチはありません',
    off: 'このイベントの公開ページはありません',
    time: 'タイム',
    paused: '一時停止',
    final: '終了',
    seed: '#{n}',
    semifinals: '準決勝',
    quarterfinals: '準々決勝',
    finals: '決勝',
    standings: '順位',
  },
} as const;

export type WordKey = keyof (typeof WORDS)['en'];

export function wordsFor(lang: 'en' | 'ja') {
  return (key: WordKey, values: Record<string, string | number> = {}) =>
    WORDS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

import type { Language } from '../i18n/language';
import { format } from '../i18n/messages';

/** The public page's words, en and ja: they travel in its own chunk, not with the event page's first load. */
const en = {
  'pub.loading': 'Loading the event…',
  'pub.notFound': 'This page does not exist. Check the link the organizer posted.',
  'pub.failed': 'The event could not be loaded. It is tried again shortly.',
  'pub.tabs': 'Parts of the event',
  'pub.pairings': 'Pairings',
  'pub.standings': 'Standings',
  'pub.bracket': 'Top cut',
  'pub.decklists': 'Decklists',
  'pub.announcements': 'Announcements',
  'pub.players': '{count} players',
  'pub.round': 'Round {number}',
  'pub.noRound': 'No round has been posted yet.',
  'pub.search': 'Find a player by name',
  'pub.searchHint': 'Type part of your name: your table and opponent show.',
  'pub.noMatch': 'Nobody by that name in this round.',
  'pub.table': 'Table {table}',
  'pub.bye': 'Bye',
  'pub.points': '{points} pts',
  'pub.seed': 'Seed {seed}',
  'pub.vs': 'vs',
  'pub.shown': '{shown} of {total} tables',
  'pub.afterRound': 'After round {round}',
  'pub.noStandings': 'No round is complete yet.',
  'pub.record': 'W-L-D {wins}-{losses}-{draws}',
  'pub.omw': 'OMW {value}%',
  'pub.dropped': 'Dropped',
  'pub.noLists': 'No decklists are published yet.',
  'pub.rank': '#{rank}',
  'pub.main': 'Main deck ({count})',
  'pub.sideboard': 'Sideboard ({count})',
  'pub.noAnnouncements': 'No announcements.',
  'pub.otherLanguage': 'In Japanese',
  'pub.clock.notStarted': 'The round clock has not started.',
  'pub.clock.running': 'Time left in round {number}',
  'pub.clock.paused': 'Round {number}: clock paused',
  'pub.clock.time': 'Round {number}: time',
  'pub.clock.closed': 'Round {number} is over.',
  'pub.pending': 'Playing',
  'pub.gamesLabel': 'Games',
  'pub.teamMatch': 'Team match {table}',
  'pub.seat': 'Seat {seat}',
  'pub.shared': 'Team game',
  'pub.partners': '{first} & {second}',
  'pub.shownTeams': '{shown} of {total} team matches',
  'pub.teams': 'Teams',
  'pub.playerLines': 'Players',
};
export type PublicWord = keyof typeof en;

const ja: Record<PublicWord, string> = {
  'pub.loading': '大会を読み込んでいます…',
  'pub.notFound': 'このページは存在しません。主催者が案内したリンクを確認してください。',
  'pub.failed': '大会を読み込めませんでした。少し後にもう一度試します。',
  'pub.tabs': '大会の情報',
  'pub.pairings': '対戦表',
  'pub.standings': '順位表',
  'pub.bracket': '決勝トーナメント',
  'pub.decklists': 'デッキリスト',
  'pub.announcements': 'お知らせ',
  'pub.players': '{count}人',
  'pub.round': '第{number}回戦',
  'pub.noRound': 'まだ対戦表は発表されていません。',
  'pub.search': '名前でプレイヤーを探す',
  'pub.searchHint': '名前の一部を入力すると、卓番号と対戦相手が表示されます。',
  'pub.noMatch': 'この回戦にその名前のプレイヤーはいません。',
  'pub.table': '{table}番卓',
  'pub.bye': '不戦勝',
  'pub.points': '{points}点',
  'pub.seed': 'シード{seed}',
  'pub.vs': '対',
  'pub.shown': '{total}卓中{shown}卓',
  'pub.afterRound': '第{round}回戦終了時点',
  'pub.noStandings': 'まだ終わった回戦はありません。',
  'pub.record': '{wins}勝{losses}敗{draws}分',
  'pub.omw': 'OMW {value}%',
  'pub.dropped': 'ドロップ',
  'pub.noLists': 'まだデッキリストは公開されていません。',
  'pub.rank': '{rank}位',
  'pub.main': 'メインデッキ（{count}枚）',
  'pub.sideboard': 'サイドボード（{count}枚）',
  'pub.noAnnouncements': 'お知らせはありません。',
  'pub.otherLanguage': '英語',
  'pub.clock.notStarted': 'ラウンドの時計はまだ始まっていません。',
  'pub.clock.running': '第{number}回戦の残り時間',
  'pub.clock.paused': '第{number}回戦：時計は一時停止中',
  'pub.clock.time': '第{number}回戦：タイム',
  'pub.clock.closed': '第{number}回戦は終わりました。',
  'pub.pending': '対戦中',
  'pub.gamesLabel': 'ゲーム',
  'pub.teamMatch': 'チーム対戦{table}',
  'pub.seat': '席{seat}',
  'pub.shared': '共有ゲーム',
  'pub.partners': '{first}・{second}',
  'pub.shownTeams': '{total}試合中{shown}試合',
  'pub.teams': 'チーム',
  'pub.playerLines': 'プレイヤー',
};

const words: Record<Language, Record<PublicWord, string>> = { en, ja };

export const publicWordsOf =
  (language: Language) =>
  (key: PublicWord, params?: Record<string, string | number>): string =>
    format(words[language][key], params);

/** A name as the search compares it: NFKC, lower case, katakana as hiragana, no spaces (山田 タロウ finds やまだたろう). */
export function searchForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60))
    .replace(/\s+/g, '');
}

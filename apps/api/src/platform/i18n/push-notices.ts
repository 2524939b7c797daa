import type { Language } from './language';
import { messages } from './messages';

/** What a notification tells a player; worded per language below. */
export type Notice =
  | { kind: 'table'; round: number; topCut: boolean; table: number; opponent: string }
  | { kind: 'bye'; round: number; topCut: boolean }
  | { kind: 'confirm'; table: number }
  | { kind: 'judgeTaken'; judge: string | null; table: number | null }
  | { kind: 'judgeClosed'; table: number | null };

/** Short enough for a lock screen; the page has the details. */
const wording: Record<Language, (notice: Notice) => { title: string; body: string }> = {
  en: (notice) => {
    const round = (n: { round: number; topCut: boolean }) => (n.topCut ? 'Top cut' : `Round ${n.round}`);
    switch (notice.kind) {
      case 'table':
        return { title: `${round(notice)}: table ${notice.table}`, body: `You play ${notice.opponent} at table ${notice.table}.` };
      case 'bye':
        return { title: `${round(notice)}: bye`, body: 'You have a bye this round: no match to play.' };
      case 'confirm':
        return {
          title: 'Result to confirm',
          body: `Your opponent at table ${notice.table} reported the result. Open the page to check and confirm it.`,
        };
      case 'judgeTaken':
        return {
          title: 'A judge is coming',
          body: `${notice.judge ?? 'A judge'} took your call${notice.table ? ` and is coming to table ${notice.table}` : ''}.`,
        };
      case 'judgeClosed':
        return { title: 'Judge call closed', body: `The judge closed your call${notice.table ? ` at table ${notice.table}` : ''}.` };
    }
  },
  ja: (notice) => {
    const round = (n: { round: number; topCut: boolean }) => (n.topCut ? '決勝ラウンド' : `第${n.round}回戦`);
    switch (notice.kind) {
      case 'table':
        return {
          title: `${round(notice)}：${notice.table}番テーブル`,
          body: `${notice.table}番テーブルで${notice.opponent}さんと対戦します。`,
        };
      case 'bye':
        return { title: `${round(notice)}：不戦勝`, body: 'このラウンドは不戦勝（Bye）です。対戦はありません。' };
      case 'confirm':
        return { title: '結果の確認', body: `${notice.table}番テーブルの対戦相手が結果を報告しました。ページを開いて確認してください。` };
      case 'judgeTaken':
        return {
          title: 'ジャッジが向かっています',
          body: `${notice.judge ? `${notice.judge}さん` : 'ジャッジ'}が呼び出しに対応します${notice.table ? `（${notice.table}番テーブル）` : ''}。`,
        };
      case 'judgeClosed':
        return {
          title: 'ジャッジ呼び出しの完了',
          body: `ジャッジ呼び出し${notice.table ? `（${notice.table}番テーブル）` : ''}は対応済みになりました。`,
        };
    }
  },
};

/** A notice in the subscription's language: the player page's, English when the API does not speak it. */
export function noticeText(language: string, notice: Notice): { title: string; body: string } {
  return wording[Object.hasOwn(messages, language) ? (language as Language) : 'en'](notice);
}

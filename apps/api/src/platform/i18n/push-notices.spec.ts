import { noticeText } from './push-notices';

describe('push notification texts', () => {
  it('a bye says there is no match, a top-cut round is not numbered, in both languages', () => {
    expect(noticeText('en', { kind: 'bye', round: 3, topCut: false })).toEqual({
      title: 'Round 3: bye',
      body: 'You have a bye this round: no match to play.',
    });
    expect(noticeText('ja', { kind: 'bye', round: 3, topCut: false })).toEqual({
      title: '第3回戦：不戦勝',
      body: 'このラウンドは不戦勝（Bye）です。対戦はありません。',
    });
    expect(noticeText('en', { kind: 'table', round: 6, topCut: true, table: 1, opponent: 'Dana Lee' }).title).toBe('Top cut: table 1');
    expect(noticeText('ja', { kind: 'table', round: 6, topCut: true, table: 1, opponent: '佐藤 葵' })).toEqual({
      title: '決勝ラウンド：1番テーブル',
      body: '1番テーブルで佐藤 葵さんと対戦します。',
    });
  });

  it('a judge call without a table or a judge name still reads naturally', () => {
    expect(noticeText('en', { kind: 'judgeTaken', judge: null, table: null }).body).toBe('A judge took your call.');
    expect(noticeText('ja', { kind: 'judgeTaken', judge: null, table: null }).body).toBe('ジャッジが呼び出しに対応します。');
    expect(noticeText('ja', { kind: 'judgeClosed', table: null }).body).toBe('ジャッジ呼び出しは対応済みになりました。');
  });

  it('falls back to English for a language it does not know', () => {
    expect(noticeText('fr', { kind: 'confirm', table: 4 }).title).toBe('Result to confirm');
  });
});

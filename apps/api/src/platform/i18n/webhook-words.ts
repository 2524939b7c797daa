import type { Language } from './language';

/** What an organization's webhook tells a Discord channel; worded per language below. */
export type WebhookNews =
  | { kind: 'PAIRINGS_POSTED'; round: number; topCut: boolean; tables: number }
  | { kind: 'STANDINGS_PUBLISHED'; afterRound: number | null }
  | { kind: 'TOP_CUT'; size: number; players: string[] }
  | { kind: 'CHAMPION'; champion: string }
  | { kind: 'DECKLISTS_PUBLISHED'; top: number }
  | { kind: 'TEST' };

const wording: Record<Language, (news: WebhookNews) => string> = {
  en: (news) => {
    switch (news.kind) {
      case 'PAIRINGS_POSTED':
        return `${news.topCut ? 'Top cut' : `Round ${news.round}`} pairings are up — ${news.tables} ${news.tables === 1 ? 'table' : 'tables'}`;
      case 'STANDINGS_PUBLISHED':
        return news.afterRound ? `Standings after round ${news.afterRound} are published` : 'Standings are published';
      case 'TOP_CUT':
        return `The top ${news.size} is set: ${news.players.join(', ')}`;
      case 'CHAMPION':
        return `${news.champion} is the champion!`;
      case 'DECKLISTS_PUBLISHED':
        return `The decklists of the top ${news.top} are published`;
      case 'TEST':
        return 'A test message from Taikai: this webhook works.';
    }
  },
  ja: (news) => {
    switch (news.kind) {
      case 'PAIRINGS_POSTED':
        return `${news.topCut ? '決勝ラウンド' : `第${news.round}回戦`}の対戦表を発表しました（${news.tables}卓）`;
      case 'STANDINGS_PUBLISHED':
        return news.afterRound ? `第${news.afterRound}回戦終了時点の順位を発表しました` : '順位を発表しました';
      case 'TOP_CUT':
        return `決勝ラウンド進出者（上位${news.size}名）：${news.players.join('、')}`;
      case 'CHAMPION':
        return `優勝は${news.champion}さんです！`;
      case 'DECKLISTS_PUBLISHED':
        return `上位${news.top}名のデッキリストを公開しました`;
      case 'TEST':
        return 'Taikaiからのテストメッセージです。このWebhookは動作しています。';
    }
  },
};

/** One line for a Discord channel: the event's name in bold, the news, and the public page when there is one. */
export function webhookText(language: Language, eventName: string | null, news: WebhookNews, link: string | null): string {
  const line = wording[language](news);
  const separator = language === 'ja' ? '：' : ': ';
  return `${eventName ? `**${eventName}**${separator}` : ''}${line}${link ? `\n${link}` : ''}`;
}

import type { TaikaiMessages } from './en';

export const ja: TaikaiMessages = {
  taikai: {
    title: 'Taikai 大会',
    // \n: break the login headline between phrases (the English one wraps by itself).
    tagline: 'トレーディングカードゲームの\n大会運営システム',
    language: '言語',
    login: {
      heading: 'スタッフログイン',
      intro: '主催者またはスタッフのアカウントでログインして、大会を運営しましょう。',
      features: {
        pairings: 'スイスドローの対戦組み合わせと順位表',
        results: 'プレイヤーのスマートフォンから結果を報告',
        bilingual: '日本語と英語に標準対応',
      },
    },
    dashboard: {
      welcome: 'ようこそ、%{name}さん',
      welcome_anonymous: 'ようこそ',
      intro: 'ここで大会の準備と運営を行います。',
      role: '%{role}としてログイン中',
      open_events: 'イベント一覧へ',
      events_hint: 'すべてのイベントのステータス、会場、参加者数を確認できます。',
    },
    roles: {
      ORGANIZER: '主催者',
      STAFF: 'スタッフ',
    },
    errors: {
      network: 'Taikai サーバーに接続できません。通信環境を確認して、もう一度お試しください。',
      http: 'サーバーから予期しない応答がありました。もう一度お試しください。',
    },
  },
  resources: {
    events: {
      name: 'イベント',
      fields: {
        name: 'イベント名',
        status: 'ステータス',
        venue: '会場',
        startsAt: '開始日時',
        playerCount: '参加者数',
      },
      statuses: {
        REGISTRATION: '受付中',
        RUNNING: '進行中',
        TOP_CUT: '決勝ラウンド',
        FINISHED: '終了',
      },
      not_scheduled: '未定',
      no_venue: '—',
      search: '検索',
      empty: 'イベントはまだありません',
    },
  },
};

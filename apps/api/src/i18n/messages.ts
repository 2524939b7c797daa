/** Messages for every error code, in each language the API answers in. `{name}` is a parameter. */
export const messages = {
  en: {
    UNAUTHENTICATED: 'Sign in first.',
    FORBIDDEN: 'You are not allowed to do this.',
    INVALID_CREDENTIALS: 'Wrong email or password.',
    INVALID_INPUT: 'Invalid {field}: {reason}.',
    NOT_FOUND: 'No {entity} with this id.',
    INVALID_ACCESS_CODE: 'This access code does not match a player of this event.',
    EVENT_CODE_REQUIRED: 'Enter the event code shown at the venue (or scan the QR code).',
    EVENT_CODE_UNKNOWN: 'No event has this event code. Check it against the code shown at the venue.',
    TOO_MANY_ATTEMPTS: 'Too many wrong codes. Wait a few minutes, or ask the registration desk.',
    INTERNAL_ERROR: 'Something went wrong on the server. Nothing was changed.',
    DATABASE_UNAVAILABLE: 'The database is restarting. Nothing was changed: try again in a few seconds.',
    EVENT_ALREADY_STARTED: 'The event has started: rounds, best-of and rule profile are fixed.',
    PLAYER_ALREADY_DROPPED: 'This player has already dropped.',
    PLAYER_NOT_DROPPED: 'This player has not dropped.',
    PLAYER_CUT: 'This player did not make the cut and cannot re-enter.',
    RESULT_NOT_INTEGER: 'Game counts must be whole numbers.',
    RESULT_NEGATIVE: 'Game counts cannot be negative.',
    RESULT_TOO_MANY_WINS: 'Too many game wins for a best of {bestOf}.',
    RESULT_BOTH_REACHED_TARGET: 'Both players cannot have won the match.',
    RESULT_TOO_MANY_DRAWS: 'Too many games for a best of {bestOf}.',
    RESULT_NO_GAMES: 'Enter at least one game, or 0-0-3 for an intentional draw.',
    RESULT_PLAYOFF_DRAW: 'Playoff matches cannot end in a draw.',
    MATCH_IS_BYE: 'A bye has no result to enter.',
    MATCH_ALREADY_FINAL: 'This result is final. Ask a judge or the scorekeeper to change it.',
    ROUND_CLOSED: 'This round is closed. Only staff can change its results.',
    ROUND_NOT_PUBLISHED: 'These pairings are not published yet.',
    NO_OPPONENT_REPORT: 'Your opponent has not reported yet.',
    REPORT_CHANGED: 'Your opponent has changed their report since you saw it. Check the new score, then confirm or report yours.',
    ROUND_NOT_FINISHED: 'Round {round} still has matches without a final result.',
    ROUND_ALREADY_PAIRED: 'This round was just paired by someone else.',
    SWISS_COMPLETE: 'All planned Swiss rounds are paired: start the top cut or a new phase.',
    EVENT_FINISHED: 'The event is finished.',
    TOO_FEW_PLAYERS: 'Not enough active players to pair.',
    PLAYERS_NOT_CHECKED_IN: '{count} registered players have not checked in: pair only those checked in (the others drop as no-shows), or pair everyone.',
    RESULTS_ALREADY_IN: 'Results are already in for this round: it can no longer be re-paired.',
    NOT_LATEST_ROUND: 'Only the latest round can be changed this way.',
    PAIRINGS_INVALID: 'These pairings cannot be used: {problems}.',
    TOP_CUT_TIE: 'Players tied across the cut line: settle the tie first ({players}).',
    TOP_CUT_INVALID: 'A top cut of {size} is not possible here.',
    TOP_CUT_STARTED: 'The top cut has started.',
    STANDINGS_NOT_PUBLISHED: 'Standings are not published yet.',
    JUDGE_CALL_CLOSED: 'This judge call is already closed.',
    DEVIATION_REASON_REQUIRED: 'A penalty other than the suggested one needs a reason.',
    PENALTY_NOT_PENDING: 'This penalty is not waiting for a decision.',
    NOT_A_DISQUALIFICATION: 'This penalty is not a disqualification.',
    PENALTY_ALREADY_REVOKED: 'This penalty is already revoked.',
    JUDGE_CALL_TAKEN: 'Another judge has already taken this call.',
    ROUND_ALREADY_PUBLISHED: 'This round is already published.',
    CLOCK_NOT_STARTED: 'The round clock has not been started.',
    CLOCK_ALREADY_PAUSED: 'The round clock is already paused.',
    CLOCK_NOT_PAUSED: 'The round clock is not paused.',
    ANNOUNCEMENT_ALREADY_PUBLISHED: 'This announcement is already published.',
    INVALID_QUERY: 'This request is not a valid operation of the Taikai API.',
    QUERY_TOO_COMPLEX: 'This request asks for too much at once. Ask for less, or split it.',
    PAYLOAD_TOO_LARGE: 'This request is too large.',
    INVALID_ID: 'No record has this id.',
    BACKUP_UNSUPPORTED: 'This file is not a Taikai event export this server can read (format {format}, version {version}). Nothing was changed.',
    BACKUP_MALFORMED: 'This backup file is damaged or incomplete ({detail}). Nothing was changed.',
    BACKUP_EVENT_EXISTS: 'This event already exists here. Restore the file over it explicitly to replace it. Nothing was changed.',
    BACKUP_CONFLICT: 'Records of this file already belong to another event here. Nothing was changed.',
  },
  ja: {
    UNAUTHENTICATED: 'ログインしてください。',
    FORBIDDEN: 'この操作を行う権限がありません。',
    INVALID_CREDENTIALS: 'メールアドレスまたはパスワードが正しくありません。',
    INVALID_INPUT: '{field}が正しくありません: {reason}。',
    NOT_FOUND: '該当する{entity}が見つかりません。',
    INVALID_ACCESS_CODE: 'このイベントに該当するアクセスコードではありません。',
    EVENT_CODE_REQUIRED: '会場に表示されているイベントコードを入力してください（またはQRコードを読み取ってください）。',
    EVENT_CODE_UNKNOWN: 'このイベントコードのイベントはありません。会場に表示されているコードと照らし合わせてください。',
    TOO_MANY_ATTEMPTS: '誤ったコードの入力が多すぎます。数分待つか、受付にお問い合わせください。',
    INTERNAL_ERROR: 'サーバーでエラーが発生しました。変更は行われていません。',
    DATABASE_UNAVAILABLE: 'データベースを再起動しています。変更は行われていません。数秒後にもう一度お試しください。',
    EVENT_ALREADY_STARTED: 'イベントは開始済みです。ラウンド数・試合形式・ルールは変更できません。',
    PLAYER_ALREADY_DROPPED: 'このプレイヤーはすでにドロップしています。',
    PLAYER_NOT_DROPPED: 'このプレイヤーはドロップしていません。',
    PLAYER_CUT: 'このプレイヤーはカットを通過していないため、再参加できません。',
    RESULT_NOT_INTEGER: 'ゲーム数は整数で入力してください。',
    RESULT_NEGATIVE: 'ゲーム数に負の値は使えません。',
    RESULT_TOO_MANY_WINS: '{bestOf}本先取形式では勝利ゲーム数が多すぎます。',
    RESULT_BOTH_REACHED_TARGET: '両方のプレイヤーがマッチに勝つことはできません。',
    RESULT_TOO_MANY_DRAWS: '{bestOf}ゲームマッチとしてはゲーム数が多すぎます。',
    RESULT_NO_GAMES: '1ゲーム以上入力してください（合意の引き分けは0-0-3）。',
    RESULT_PLAYOFF_DRAW: 'シングルエリミネーションは引き分けで終わりません。',
    MATCH_IS_BYE: 'Byeには結果の入力はありません。',
    MATCH_ALREADY_FINAL: 'この結果は確定しています。変更はジャッジかスコアキーパーに依頼してください。',
    ROUND_CLOSED: 'このラウンドは終了しています。結果の変更はスタッフのみ可能です。',
    ROUND_NOT_PUBLISHED: 'この対戦組み合わせはまだ発表されていません。',
    NO_OPPONENT_REPORT: '対戦相手はまだ結果を報告していません。',
    REPORT_CHANGED: '表示後に対戦相手が報告を変更しました。新しいスコアを確認してから、確定するか自分の結果を報告してください。',
    ROUND_NOT_FINISHED: '第{round}回戦に結果が確定していない対戦があります。',
    ROUND_ALREADY_PAIRED: 'このラウンドは他のスタッフがすでに組み合わせを作成しました。',
    SWISS_COMPLETE: '予定のスイスラウンドはすべて組み合わせ済みです。決勝ラウンドか次のフェイズを開始してください。',
    EVENT_FINISHED: 'イベントは終了しています。',
    TOO_FEW_PLAYERS: '組み合わせに必要なプレイヤーが足りません。',
    PLAYERS_NOT_CHECKED_IN: '登録済みの{count}名がチェックインしていません。チェックイン済みのプレイヤーだけを組み合わせる（他はノーショーとしてドロップ）か、全員を組み合わせるかを選んでください。',
    RESULTS_ALREADY_IN: 'このラウンドには結果が入力済みのため、組み直せません。',
    NOT_LATEST_ROUND: 'この操作は最新のラウンドにのみ行えます。',
    PAIRINGS_INVALID: 'この組み合わせは使用できません: {problems}。',
    TOP_CUT_TIE: 'カットラインをまたいで同順位のプレイヤーがいます。先に順位を確定してください（{players}）。',
    TOP_CUT_INVALID: 'ここではトップ{size}は作成できません。',
    TOP_CUT_STARTED: '決勝ラウンドは開始済みです。',
    STANDINGS_NOT_PUBLISHED: '順位表はまだ公開されていません。',
    JUDGE_CALL_CLOSED: 'このジャッジコールはすでに終了しています。',
    DEVIATION_REASON_REQUIRED: '推奨と異なる罰則には理由が必要です。',
    PENALTY_NOT_PENDING: 'この罰則は判断待ちではありません。',
    NOT_A_DISQUALIFICATION: 'この罰則は失格ではありません。',
    PENALTY_ALREADY_REVOKED: 'この罰則はすでに取り消されています。',
    JUDGE_CALL_TAKEN: 'このジャッジコールはすでに他のジャッジが対応しています。',
    ROUND_ALREADY_PUBLISHED: 'このラウンドはすでに発表されています。',
    CLOCK_NOT_STARTED: 'ラウンドの時計はまだ開始されていません。',
    CLOCK_ALREADY_PAUSED: 'ラウンドの時計はすでに一時停止しています。',
    CLOCK_NOT_PAUSED: 'ラウンドの時計は一時停止していません。',
    ANNOUNCEMENT_ALREADY_PUBLISHED: 'このアナウンスはすでに公開されています。',
    INVALID_QUERY: 'Taikai APIの操作として正しくないリクエストです。',
    QUERY_TOO_COMPLEX: '一度に要求する内容が多すぎます。減らすか分割してください。',
    PAYLOAD_TOO_LARGE: 'リクエストが大きすぎます。',
    INVALID_ID: 'このIDのデータはありません。',
    BACKUP_UNSUPPORTED: 'このサーバーで読み込めるTaikaiのイベントファイルではありません（形式 {format}、バージョン {version}）。変更は行われていません。',
    BACKUP_MALFORMED: 'バックアップファイルが壊れているか不完全です（{detail}）。変更は行われていません。',
    BACKUP_EVENT_EXISTS: 'このイベントはすでに存在します。置き換えるには、明示的に復元を選んでください。変更は行われていません。',
    BACKUP_CONFLICT: 'このファイルのデータの一部は、すでに別のイベントのものです。変更は行われていません。',
  },
} as const;

/** Why an input was refused: the `reason` parameter of INVALID_INPUT. */
export const reasons = {
  en: {
    required: 'required',
    tooLong: 'too long',
    outOfRange: 'out of range',
    notAllowed: 'not one of the allowed values',
    notFound: 'not found',
    duplicate: 'already used',
    malformed: 'malformed',
  },
  ja: {
    required: '必須です',
    tooLong: '長すぎます',
    outOfRange: '範囲外です',
    notAllowed: '使用できない値です',
    notFound: '見つかりません',
    duplicate: 'すでに使われています',
    malformed: '形式が正しくありません',
  },
} as const;

export type Reason = keyof (typeof reasons)['en'];
export type Language = keyof typeof messages;
export type ErrorCode = keyof (typeof messages)['en'];

/** Picks the first supported language in an Accept-Language header; English otherwise. */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.find((attr) => attr.trim().startsWith('q='));
      return { tag: tag.split('-')[0], quality: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const match = ranked.find((entry) => entry.tag in messages);
  return (match?.tag as Language) ?? 'en';
}

export function translate(language: Language, code: ErrorCode, params: Record<string, string | number> = {}): string {
  const reason = params.reason as Reason | undefined;
  const filled = reason && reason in reasons[language] ? { ...params, reason: reasons[language][reason] } : params;
  return messages[language][code].replace(/\{(\w+)\}/g, (_, name: string) => String(filled[name] ?? `{${name}}`));
}

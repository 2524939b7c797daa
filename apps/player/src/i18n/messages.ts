/**
 * Every string the player page shows, in each language. `{name}` marks a parameter.
 * Server error messages are not here: the API translates them from Accept-Language.
 */
const en = {
  appName: 'Taikai',
  'language.switch': '日本語',
  'language.switchLabel': 'Switch to Japanese (日本語)',
  offline: 'You are offline. Reconnect to join or refresh your registration.',
  'join.title': 'Join your event',
  'join.intro': 'Enter the event ID and your access code, or scan the QR code you were given.',
  'join.eventId': 'Event ID',
  'join.eventIdHint': 'Printed on your ticket or shown at the venue.',
  'join.accessCode': 'Access code',
  'join.accessCodeHint': 'Your personal code. Keep it private.',
  'join.submit': 'Join event',
  'join.submitting': 'Joining…',
  'join.missing': 'Enter both the event ID and the access code.',
  'home.title': 'You’re in!',
  'home.registered': 'You are registered for {event} as {name}.',
  'home.loading': 'Loading your registration…',
  'home.hint': 'Keep this page open during the event.',
  'home.signOut': 'Sign out',
  'home.retry': 'Try again',
  'errors.network': 'Could not reach the server. Check your connection and try again.',
  'errors.unexpected': 'Something went wrong. Please try again.',
  'errors.INVALID_ACCESS_CODE': 'This event ID and access code do not match.',
  'errors.TOO_MANY_ATTEMPTS': 'Too many attempts. Wait a few minutes and try again.',
  'errors.UNAUTHENTICATED': 'Your session has ended. Join again.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const ja: Messages = {
  appName: 'Taikai',
  'language.switch': 'English',
  'language.switchLabel': '英語（English）に切り替える',
  offline: 'オフラインです。参加や情報の更新には接続が必要です。',
  'join.title': 'イベントに参加',
  'join.intro': 'イベントIDとアクセスコードを入力するか、受け取ったQRコードを読み取ってください。',
  'join.eventId': 'イベントID',
  'join.eventIdHint': 'チケットまたは会場の掲示に記載されています。',
  'join.accessCode': 'アクセスコード',
  'join.accessCodeHint': 'あなた専用のコードです。他の人に見せないでください。',
  'join.submit': '参加する',
  'join.submitting': '参加しています…',
  'join.missing': 'イベントIDとアクセスコードの両方を入力してください。',
  'home.title': '登録が完了しています',
  'home.registered': '{event} に {name} として登録されています。',
  'home.loading': '登録情報を読み込んでいます…',
  'home.hint': 'イベント中はこのページを開いたままにしてください。',
  'home.signOut': 'ログアウト',
  'home.retry': '再読み込み',
  'errors.network': 'サーバーに接続できません。通信環境を確認して、もう一度お試しください。',
  'errors.unexpected': 'エラーが発生しました。もう一度お試しください。',
  'errors.INVALID_ACCESS_CODE': 'イベントIDとアクセスコードが一致しません。',
  'errors.TOO_MANY_ATTEMPTS': '試行回数が多すぎます。数分待ってから、もう一度お試しください。',
  'errors.UNAUTHENTICATED': 'セッションが終了しました。もう一度参加してください。',
};

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const messages: Record<Language, Messages> = { en, ja };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Fills `{name}` parameters; unknown parameters stay visible so they get noticed. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Splits a template around its parameters so each can be rendered as its own element. */
export function splitTemplate(template: string): { text?: string; param?: string }[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? { param: part.slice(1, -1) } : { text: part }));
}

/** Default language: Japanese for a Japanese browser, English otherwise. */
export function browserLanguage(navigatorLanguage: string | undefined): Language {
  return navigatorLanguage?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** Messages for every error code, in each language the API answers in. `{name}` is a parameter. */
export const messages = {
  en: {
    UNAUTHENTICATED: 'Sign in first.',
    FORBIDDEN: 'You are not allowed to do this.',
    INVALID_CREDENTIALS: 'Wrong email or password.',
    INVALID_INPUT: 'Invalid input: {field} {problem}.',
    NOT_FOUND: 'No {entity} with this id.',
    INVALID_ACCESS_CODE: 'This access code does not match a player of this event.',
    TOO_MANY_ATTEMPTS: 'Too many wrong codes. Wait a few minutes, or ask the registration desk.',
    INTERNAL_ERROR: 'Something went wrong on the server. Nothing was changed.',
  },
  ja: {
    UNAUTHENTICATED: 'ログインしてください。',
    FORBIDDEN: 'この操作を行う権限がありません。',
    INVALID_CREDENTIALS: 'メールアドレスまたはパスワードが正しくありません。',
    INVALID_INPUT: '入力が正しくありません: {field} {problem}。',
    NOT_FOUND: '該当する{entity}が見つかりません。',
    INVALID_ACCESS_CODE: 'このイベントに該当するアクセスコードではありません。',
    TOO_MANY_ATTEMPTS: '誤ったコードの入力が多すぎます。数分待つか、受付にお問い合わせください。',
    INTERNAL_ERROR: 'サーバーでエラーが発生しました。変更は行われていません。',
  },
} as const;

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
  return messages[language][code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

// Half of a UTF-16 pair without its other half: not text, and not storable as UTF-8 (PostgreSQL
// refuses it in text and in jsonb).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The first string inside a parsed JSON value (keys included) that holds a lone surrogate, as its path; null when none does. */
export function loneSurrogatePath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasLoneSurrogate(item)) return path || '(root)';
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => pending.push([child, `${path}[${i}]`]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasLoneSurrogate(key)) return `${path}.(key)`;
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

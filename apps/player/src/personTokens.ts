/**
 * The phone's person tokens, one per organization (by its slug): kept apart from the event's
 * player token (`session.ts`), they outlive an event and open the organization's page signed in.
 */
const PERSON_TOKENS_KEY = 'taikai.player.personTokens';

function read(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PERSON_TOKENS_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(tokens: Record<string, string>): void {
  try {
    window.localStorage.setItem(PERSON_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // storage blocked: the phone signs in with a code next time
  }
}

export const personTokens = {
  get(slug: string): string | null {
    return read()[slug] ?? null;
  },
  set(slug: string, token: string): void {
    write({ ...read(), [slug]: token });
  },
  clear(slug: string): void {
    const { [slug]: _forgotten, ...rest } = read();
    write(rest);
  },
};
